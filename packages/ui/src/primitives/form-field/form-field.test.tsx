import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FormControl, FormField } from './form-field';

describe('FormControl', () => {
  it('wires a control nested inside a wrapper to the field (id, hint, error, required)', async () => {
    const screen = await render(
      <FormField id="city" label="City" hint="Where you live." error="City is required." required>
        <div>
          <FormControl>
            <select>
              <option>Lahore</option>
            </select>
          </FormControl>
        </div>
      </FormField>,
    );
    const select = screen.container.querySelector('select')!;
    expect(select.id).toBe('city');
    expect(select.getAttribute('aria-describedby')).toBe('city-hint city-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(screen.container.querySelector('label')!.htmlFor).toBe('city');
  });

  it('leaves what the control sets itself, and adds nothing when the field is plain', async () => {
    const screen = await render(
      <FormField id="code" label="Code">
        <div>
          <FormControl>
            <input id="own-id" aria-describedby="own-hint" />
          </FormControl>
        </div>
      </FormField>,
    );
    const input = screen.container.querySelector('input')!;
    expect(input.id).toBe('own-id');
    expect(input.getAttribute('aria-describedby')).toBe('own-hint');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-required')).toBe(false);
  });

  it('renders its child unchanged outside a FormField', async () => {
    const screen = await render(
      <FormControl>
        <input aria-label="Alone" />
      </FormControl>,
    );
    const input = screen.container.querySelector('input')!;
    expect(input.id).toBe('');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
