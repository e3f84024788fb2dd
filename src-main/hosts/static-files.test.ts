import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from './static-files';

describe('resolveStaticPath', () => {
  const root = resolve('/srv/site');

  it('maps paths inside the folder, "/" to index.html', () => {
    expect(resolveStaticPath(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticPath(root, '/assets/app-1.js')).toBe(join(root, 'assets/app-1.js'));
    expect(resolveStaticPath(root, '/assets/')).toBe(join(root, 'assets/index.html'));
    expect(resolveStaticPath(root, '/caf%C3%A9.txt')).toBe(join(root, 'café.txt'));
  });

  it.each(['/..', '/../etc/passwd', '/a/../../b', '/%2e%2e/x', '/..%2f..%2fx', '/x%00.js', '/a\\..\\b', 'relative', '/%E0%A4%A', '//etc/passwd'])(
    'refuses %s',
    (path) => {
      const out = resolveStaticPath(root, path);
      if (out !== null) expect(out.startsWith(root + '/')).toBe(true);
      else expect(out).toBeNull();
    },
  );

  it('refuses paths that resolve outside even without dot segments', () => {
    expect(resolveStaticPath(root, '/..')).toBeNull();
    expect(resolveStaticPath(root, '/%2e%2e')).toBeNull();
    expect(resolveStaticPath(root, '/x%00')).toBeNull();
  });
});
