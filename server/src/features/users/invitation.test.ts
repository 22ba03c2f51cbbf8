import { invitationEmail } from './invitation';

describe('invitationEmail', () => {
  it('escapes names in the HTML part and keeps the link whole in both parts', () => {
    const link = 'https://app.test/set-password?token=abc_-1';
    const mail = invitationEmail({ name: '<b>Eve</b>', email: 'eve@x.test' }, 'A & B', link);
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('expires in 7 days');
  });
});
