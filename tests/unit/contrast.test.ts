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

test('a colour that already passes is left alone', () => {
  assert.equal(withContrast('#000000', '#ffffff', 4.5), '#000000');
  assert.deepEqual(accessiblePrismTheme(themes.github).plain.backgroundColor, themes.github.plain.backgroundColor);
});
