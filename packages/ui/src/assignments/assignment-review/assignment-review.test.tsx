import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AssignmentReview } from './assignment-review';

const reviewed = {
  ObtainedScore: 7,
  TotalScore: 10,
  TeacherRemarks: '<p>Good diagram.</p><ol><li>Name the <em>objective</em> lens.</li></ol>',
  ReviewedFileUrl: '/files/assignments/annotated.pdf?sig=x',
  ReviewedFileName: 'answer-reviewed.pdf',
};

describe('AssignmentReview', () => {
  it('shows the score, the remarks as rich text and the annotated file as a download link', async () => {
    const screen = await render(<AssignmentReview assignment={reviewed} />);
    await expect.element(screen.getByRole('region', { name: 'Review' })).toBeVisible();
    await expect.element(screen.getByText('Score 7 / 10')).toBeVisible();
    const remarks = screen.container.querySelector('[data-slot="assignment-remarks"]');
    expect(remarks?.querySelector('ol li em')?.textContent).toBe('objective');
    const link = screen.getByRole('link', { name: 'Download answer-reviewed.pdf' });
    await expect.element(link).toHaveAttribute('href', reviewed.ReviewedFileUrl);
    await expect.element(link).toHaveAttribute('download', 'answer-reviewed.pdf');
    expect(screen.container.textContent).toContain('Reviewed file:');
  });

  it('has no reviewed-file line without a file, and no remarks block without remarks', async () => {
    const screen = await render(<AssignmentReview assignment={{ ...reviewed, TeacherRemarks: null, ReviewedFileUrl: null, ReviewedFileName: null }} />);
    await expect.element(screen.getByText('Score 7 / 10')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Reviewed file');
    expect(screen.container.querySelector('[data-slot="assignment-remarks"]')).toBeNull();
    expect(screen.container.querySelector('a')).toBeNull();
  });

  it('is reachable by keyboard: Tab reaches the download link', async () => {
    await render(<AssignmentReview assignment={{ ...reviewed, TeacherRemarks: '<p>Fine.</p>' }} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Download answer-reviewed.pdf');
  });
});
