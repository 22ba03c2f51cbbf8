import { bodyDocument, hasRemoteImages } from './body-document';

describe('bodyDocument', () => {
  it('blocks scripts and remote images by policy until remote images are chosen', () => {
    const blocked = bodyDocument('<p>Hi</p>', { remoteImages: false });
    expect(blocked).toContain("default-src 'none'; img-src data: cid:;");
    expect(blocked).not.toMatch(/script-src|https:/);
    expect(blocked).toContain('<body><p>Hi</p></body>');

    expect(bodyDocument('<p>Hi</p>', { remoteImages: true })).toContain('img-src data: cid: https: http:;');
  });

  it('sends no referrer with remote images, so a sender cannot learn where the message was read', () => {
    expect(bodyDocument('<p>Hi</p>', { remoteImages: true })).toContain(
      '<meta name="referrer" content="no-referrer">',
    );
  });

  it('tells when a body has remote images', () => {
    expect(hasRemoteImages('<p><img src="https://t.example/pixel.gif" /></p>')).toBe(true);
    expect(hasRemoteImages("<img alt='x' src='//cdn.example/a.png'>")).toBe(true);
    expect(hasRemoteImages('<img src="cid:logo@1" />')).toBe(false);
    expect(hasRemoteImages('<p>see https://example.com</p>')).toBe(false);
  });
});
