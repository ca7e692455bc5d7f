import { describe, expect, it } from 'vitest';
import { angleInDegrees, clampSlice, ctWindowPresets, formatAngle, formatLength, lengthInMillimetres, nextRotation, windowFromDrag, windowRange } from './imaging';

describe('imaging rules', () => {
  it('holds the five CT presets in HU, in key order', () => {
    expect(ctWindowPresets.map((preset) => [preset.Key, preset.Center, preset.Width])).toEqual([
      ['lung', -600, 1500],
      ['mediastinum', 50, 350],
      ['bone', 400, 1800],
      ['brain', 40, 80],
      ['abdomen', 50, 400],
    ]);
    // The lung window shows lung parenchyma (-800 HU) and hides soft tissue detail above +150.
    expect(windowRange({ center: -600, width: 1500 })).toEqual({ lower: -1350, upper: 150 });
  });

  it('measures millimetres from pixel spacing, rows and columns apart', () => {
    const square = { rowSpacing: 0.7, columnSpacing: 0.7 };
    expect(lengthInMillimetres({ x: 10, y: 10 }, { x: 10 + 100 / 0.7, y: 10 }, square)).toBeCloseTo(100, 9);
    expect(lengthInMillimetres({ x: 0, y: 0 }, { x: 3, y: 4 }, { rowSpacing: 1, columnSpacing: 1 })).toBe(5);
    // Non-square pixels: 10 columns of 0.5 mm and 10 rows of 2 mm.
    expect(lengthInMillimetres({ x: 0, y: 0 }, { x: 10, y: 0 }, { rowSpacing: 2, columnSpacing: 0.5 })).toBe(5);
    expect(lengthInMillimetres({ x: 0, y: 0 }, { x: 0, y: 10 }, { rowSpacing: 2, columnSpacing: 0.5 })).toBe(20);
    expect(lengthInMillimetres({ x: 0, y: 0 }, { x: 6, y: 8 }, null)).toBeNull();
    expect(lengthInMillimetres({ x: 0, y: 0 }, { x: 6, y: 8 }, { rowSpacing: 0, columnSpacing: 1 })).toBeNull();
    expect(formatLength(99.96, 142.8)).toBe('100.0 mm');
    expect(formatLength(null, 142.84)).toBe('142.8 px');
  });

  it('changes window and level by dragging, never below a width of 1', () => {
    expect(windowFromDrag({ center: 40, width: 400 }, 100, -20)).toEqual({ center: 20, width: 500 });
    expect(windowFromDrag({ center: 40, width: 400 }, -1000, 0)).toEqual({ center: 40, width: 1 });
    expect(windowFromDrag({ center: 40, width: 400 }, 10, 10, 4)).toEqual({ center: 80, width: 440 });
  });

  it('keeps a slice inside the stack', () => {
    expect(clampSlice(-3, 40)).toBe(0);
    expect(clampSlice(45, 40)).toBe(39);
    expect(clampSlice(19.6, 40)).toBe(20);
    expect(clampSlice(3, 0)).toBe(0);
  });

  it('measures angles at the vertex in millimetre space, 0 to 180 degrees', () => {
    const square = { rowSpacing: 0.7, columnSpacing: 0.7 };
    expect(angleInDegrees({ x: 10, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 10 }, square)).toBeCloseTo(90, 9);
    expect(angleInDegrees({ x: 10, y: 0 }, { x: 0, y: 0 }, { x: 10, y: 10 }, square)).toBeCloseTo(45, 9);
    expect(angleInDegrees({ x: 10, y: 0 }, { x: 0, y: 0 }, { x: -10, y: 0 }, null)).toBeCloseTo(180, 9);
    // Pixels twice as tall as wide: a 45-degree diagonal on the grid is atan(2) from the row in mm.
    expect(angleInDegrees({ x: 10, y: 0 }, { x: 0, y: 0 }, { x: 10, y: 10 }, { rowSpacing: 2, columnSpacing: 1 })).toBeCloseTo((Math.atan(2) * 180) / Math.PI, 9);
    expect(angleInDegrees({ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 1, y: 1 }, square)).toBeNull();
    expect(formatAngle(44.96)).toBe('45.0°');
  });

  it('turns the image a quarter clockwise each time, back to 0 after 270', () => {
    expect([0, 90, 180, 270, 360, -90].map(nextRotation)).toEqual([90, 180, 270, 0, 90, 0]);
  });
});
