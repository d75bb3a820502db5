import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anchorFromHash,
  findSection,
  pollFor,
  revealSection,
  SECTION_POLL_INTERVAL_MS,
  SECTION_POLL_MAX_TRIES,
} from './section-polling.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('section polling', () => {
  it('polls every 500 ms, up to 50 tries (spec part 1 §9)', () => {
    expect(SECTION_POLL_INTERVAL_MS).toBe(500);
    expect(SECTION_POLL_MAX_TRIES).toBe(50);
  });

  it('finds the section once it appears after some polls', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const find = vi.fn(() => findSection(container, 'Management'));
    const result = pollFor(find);
    expect(find).toHaveBeenCalledTimes(1); // at once

    await vi.advanceTimersByTimeAsync(SECTION_POLL_INTERVAL_MS * 3);
    expect(find).toHaveBeenCalledTimes(4);
    container.innerHTML = '<section id="Management"><details><summary>M</summary></details></section>';
    await vi.advanceTimersByTimeAsync(SECTION_POLL_INTERVAL_MS - 1);
    expect(find).toHaveBeenCalledTimes(4); // not before the next interval
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(container.querySelector('#Management'));
    expect(find).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(SECTION_POLL_INTERVAL_MS * 10);
    expect(find).toHaveBeenCalledTimes(5); // stopped
  });

  it('gives up after 50 tries', async () => {
    const find = vi.fn(() => null);
    const result = pollFor(find);
    await vi.advanceTimersByTimeAsync(SECTION_POLL_INTERVAL_MS * (SECTION_POLL_MAX_TRIES - 1));
    await expect(result).resolves.toBeNull();
    expect(find).toHaveBeenCalledTimes(50);
    await vi.advanceTimersByTimeAsync(SECTION_POLL_INTERVAL_MS * 10);
    expect(find).toHaveBeenCalledTimes(50);
  });

  it('stops when aborted (overlay closed)', async () => {
    const controller = new AbortController();
    const find = vi.fn(() => null);
    const result = pollFor(find, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(SECTION_POLL_INTERVAL_MS * 2);
    controller.abort();
    await expect(result).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(SECTION_POLL_INTERVAL_MS * 10);
    expect(find).toHaveBeenCalledTimes(3);
  });
});

describe('revealing a section', () => {
  it('opens its <details>, scrolls to it and focuses the summary', () => {
    document.body.innerHTML =
      '<section id="Management"><details><summary>Management</summary><p>x</p></details></section>';
    const section = document.getElementById('Management')!;
    const scroll = vi.spyOn(section, 'scrollIntoView');
    revealSection(section);
    expect(section.querySelector('details')?.open).toBe(true);
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(section.querySelector('summary'));
  });

  it('opens the <details> of a section that is itself a .report-section (the API markup)', () => {
    document.body.innerHTML =
      '<section id="Management" class="report-section"><details><summary><h2>Management</h2></summary><p>x</p></details></section>';
    const section = document.getElementById('Management')!;
    revealSection(section);
    expect(section.querySelector('details')?.open).toBe(true);
    expect(document.activeElement).toBe(section.querySelector('summary'));
  });

  it('un-hides an element with class report-section', () => {
    document.body.innerHTML =
      '<section id="NegativeEvents"><div class="report-section" hidden>x</div></section>';
    const section = document.getElementById('NegativeEvents')!;
    revealSection(section);
    const target = section.querySelector('.report-section') as HTMLElement;
    expect(target.hidden).toBe(false);
    expect(target).toHaveAttribute('data-open', 'true');
    expect(document.activeElement).toBe(section);
  });
});

describe('anchors from the hash', () => {
  it.each([
    ['#Management', 'Management'],
    ['OverallAssessment', 'OverallAssessment'],
    ['#Sconosciuto', null],
    ['', null],
    ['#%E0%A4%A', null],
  ])('%s → %s', (hash, anchor) => {
    expect(anchorFromHash(hash)).toBe(anchor);
  });
});
