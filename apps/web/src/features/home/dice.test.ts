import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomFace, startDiceRoll } from './dice';

describe('dice roll timing (product spec 1 §2 Home, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a new face every 100 ms for 11 ticks, then lands 200 ms later', () => {
    const faces: number[] = [];
    const onDone = vi.fn();
    startDiceRoll({ onFace: (face) => faces.push(face), onDone });

    vi.advanceTimersByTime(99);
    expect(faces).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(faces).toHaveLength(1);

    vi.advanceTimersByTime(900);
    expect(faces).toHaveLength(10);
    expect(onDone).not.toHaveBeenCalled();

    vi.advanceTimersByTime(100); // 1100 ms: the 11th tick, the first one past 10
    expect(faces).toHaveLength(11);
    vi.advanceTimersByTime(199);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // 1300 ms
    expect(onDone).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(5000);
    expect(faces).toHaveLength(11);
    expect(onDone).toHaveBeenCalledTimes(1);
    for (const face of faces) expect(face).toBeGreaterThanOrEqual(1);
  });

  it('stops everything when cancelled, during the ticks or the pause', () => {
    const onFace = vi.fn();
    const onDone = vi.fn();
    const cancel = startDiceRoll({ onFace, onDone });
    vi.advanceTimersByTime(350);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(onFace).toHaveBeenCalledTimes(3);
    expect(onDone).not.toHaveBeenCalled();

    const cancelLate = startDiceRoll({ onFace: () => {}, onDone });
    vi.advanceTimersByTime(1150);
    cancelLate();
    vi.advanceTimersByTime(5000);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('draws faces 1 to 6', () => {
    expect(randomFace(() => 0)).toBe(1);
    expect(randomFace(() => 0.5)).toBe(4);
    expect(randomFace(() => 0.999999)).toBe(6);
    expect(randomFace(() => 1)).toBe(6);
  });
});
