import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {accessiblePrismTheme, contrastRatio, withContrast} from '../../src/lib/contrast';
import config from '../../docusaurus.config';

test('contrast ratios match known WCAG values', () => {
  assert.equal(contrastRatio('#000000', '#ffffff'), 21);
  assert.equal(contrastRatio('#777777', '#777777'), 1);
  assert.ok(Math.abs(contrastRatio('#767676', '#ffffff') - 4.54) < 0.01);
});

test('the original Prism themes fail somewhere, so the adjustment has work to do', () => {
  for (const theme of [themes.github, themes.dracula]) {
    const background = theme.plain.backgroundColor!;
    const worst = Math.min(...theme.styles.filter((s) => s.style.color).map((s) => contrastRatio(s.style.color!, background)));
    assert.ok(worst < 4.5, `worst ${worst}`);
  }
});

test('every token colour of the site\'s code themes passes WCAG AA (4.5:1) in both modes', () => {
  const prism = (config.themeConfig as {prism: {theme: typeof themes.github; darkTheme: typeof themes.github}}).prism;
  for (const theme of [prism.theme, prism.darkTheme]) {
    const background = theme.plain.backgroundColor!;
    assert.ok(contrastRatio(theme.plain.color!, background) >= 4.5);
    for (const style of theme.styles) {
      if (style.style.color) {
        const ratio = contrastRatio(style.style.color, background);
        assert.ok(ratio >= 4.5, `${style.types.join(',')}: ${style.style.color} on ${background} is ${ratio.toFixed(2)}`);
      }
    }
  }
});

test('a failing colour is moved just past the minimum, and a passing one is left alone', () => {
  const moved = withContrast('#36acaa', '#f6f8fa', 4.5);
  assert.notEqual(moved, '#36acaa');
  assert.ok(contrastRatio(moved, '#f6f8fa') >= 4.5);
  assert.ok(contrastRatio(moved, '#f6f8fa') < 5, 'no darker than it needs to be');
  assert.equal(withContrast('#393a34', '#f6f8fa', 4.5), '#393a34');
  const adjusted = accessiblePrismTheme(themes.github);
  const untouched = themes.github.styles.filter((style) => style.style.color && contrastRatio(style.style.color, '#f6f8fa') >= 4.6);
  assert.ok(untouched.length > 0);
  for (const style of untouched) {
    assert.equal(adjusted.styles[themes.github.styles.indexOf(style)]!.style.color, style.style.color);
  }
});
