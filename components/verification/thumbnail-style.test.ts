import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The declarations of one class in a CSS module (jsdom computes no styles from CSS modules). */
function rule(file: string, selector: string): string {
  const css = readFileSync(path.join(__dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const match = new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`${selector} not found in ${file}`);
  return match[1]!;
}

describe('Uploaded file thumbnails (issue 20 item 11)', () => {
  it('show the whole document, letterboxed, never cropped', () => {
    const thumb = rule('verification.module.css', '.thumb');
    expect(thumb).toMatch(/object-fit:\s*contain/);
    expect(thumb).not.toMatch(/object-fit:\s*cover/);
  });
});
