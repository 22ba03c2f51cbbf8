import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { contentSecurityPolicy, serializePolicy } from './content-security-policy';

describe('the Content-Security-Policy', () => {
  it('is the same from the nginx front door as from the server, nonce aside', () => {
    const nginx = readFileSync(path.join(REPO_ROOT, 'nginx.conf'), 'utf8');
    const fromNginx = nginx.match(/add_header Content-Security-Policy "([^"]+)" always;/)?.[1];
    expect(fromNginx).toBe(serializePolicy(contentSecurityPolicy('$request_id')));
  });

  it('adds the origins the app loads from elsewhere where it loads from them', () => {
    const policy = contentSecurityPolicy('n', ['https://cdn.example.com']);
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(policy[directive]).toContain('https://cdn.example.com');
    }
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});
