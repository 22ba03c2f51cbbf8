import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { FixtureMessage } from './gmail-fixture';

/** A real RFC 822 message, as nodemailer would send it. */
export function composeMail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

const DAY = 86_400_000;

/**
 * The kinds of mail an inbox holds: plain text, HTML (with a script to be stripped), multipart with an
 * attachment, RFC 2047 encoded headers, and a From with a display name. Ids are stable; dates are recent.
 */
export async function sampleMailbox(now = Date.now()): Promise<FixtureMessage[]> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const mails: Array<[string, number, Mail.Options]> = [
    [
      'gm-plain',
      1,
      {
        from: 'kevin@greenleafpm.com',
        to: 'owner@acme.test',
        subject: 'Leaking kitchen tap',
        text: 'Hi,\nthe kitchen tap drips all night. Can someone come by on Tuesday?\n<not a tag>\nKevin',
      },
    ],
    [
      'gm-html',
      2,
      {
        from: '"Dana Fox" <dana@fox-dental.test>',
        to: 'owner@acme.test',
        subject: 'Quote for the clinic bathrooms',
        html: '<p>Hello,</p><p>We need <b>three</b> bathrooms refitted.</p><script>alert(1)</script>',
      },
    ],
    [
      'gm-attachment',
      3,
      {
        from: 'Sam Ortiz <sam@ortiz-builds.test>',
        to: 'owner@acme.test',
        subject: 'Floor plan attached',
        text: 'Plan attached, please quote the pipework.',
        html: '<p>Plan attached, please quote the <i>pipework</i>.</p>',
        attachments: [
          {
            filename: 'floor-plan.pdf',
            content: Buffer.from('%PDF-1.4 fake plan'),
            contentType: 'application/pdf',
          },
        ],
      },
    ],
    [
      'gm-encoded',
      4,
      {
        from: { name: 'José Müller', address: 'jose@mueller.test' },
        to: 'owner@acme.test',
        subject: 'Réparation urgente – chaudière 🔧',
        text: 'La chaudière ne démarre plus.',
      },
    ],
    [
      'gm-display-name',
      5,
      {
        from: '"Wright, Emma (Facilities)" <Emma.Wright@Harbor-Hotels.test>',
        to: 'owner@acme.test',
        subject: 'Boiler service for the east wing',
        text: 'Could you service the boiler next week?',
      },
    ],
  ];
  return Promise.all(
    mails.map(async ([id, daysAgo, options]) => ({
      id,
      internalDate: at(daysAgo),
      raw: await composeMail({ date: at(daysAgo), messageId: `<${id}@mail.test>`, ...options }),
    })),
  );
}

/** `count` small messages (for paging, resume and the benchmark), newest first within the last days. */
export async function bulkMailbox(count: number, now = Date.now()): Promise<FixtureMessage[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const internalDate = new Date(now - (index + 1) * 60_000);
      return {
        id: `bulk-${String(index).padStart(5, '0')}`,
        internalDate,
        raw: await composeMail({
          date: internalDate,
          from: `"Customer ${index}" <customer${index}@example.test>`,
          to: 'owner@acme.test',
          subject: `Service request #${index}`,
          html: `<p>Hello, request number <b>${index}</b>: the radiator in room ${index % 40} is cold.</p>`,
        }),
      };
    }),
  );
}
