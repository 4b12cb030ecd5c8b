import { describe, expect, it } from 'vitest';

import { applyVarStyles } from './apply-var-styles';

describe('applyVarStyles', () => {
  it('sets custom properties on the root, adding the leading dashes', () => {
    const root = document.createElement('div');
    applyVarStyles({ '--color-primary': '#ff0000', 'color-bg': '#000', 'bad name;': 'x' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#ff0000');
    expect(root.style.getPropertyValue('--color-bg')).toBe('#000');
    expect(root.getAttribute('style')).not.toContain('bad');
  });
});
