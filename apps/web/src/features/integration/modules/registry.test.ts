import { MODULES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { moduleNameBySlug } from './registry.tsx';

describe('the web registry', () => {
  it('finds every module by its route slug, without its definition', () => {
    for (const module of MODULES) expect(moduleNameBySlug(module.slug)).toBe(module.name);
  });

  it('finds no module for an unknown slug', () => {
    expect(moduleNameBySlug('bilancio')).toBeUndefined();
    expect(moduleNameBySlug('')).toBeUndefined();
  });
});
