import { withoutTopicHeadings } from './summaries';
import { segmentText } from './text';

const texts = (text: string) => withoutTopicHeadings(segmentText(text)).map((segment) => segment.text);

describe("a meeting summary's section headings", () => {
  it('are topics talked about, not requests: the first line and the paragraphs stay', () => {
    expect(
      texts(
        'Power steering whine\nNext steps\n- Rick to flush the power steering fluid.\nTiming belt\nHelen will decide in January.',
      ),
    ).toEqual([
      'Power steering whine',
      '- Rick to flush the power steering fluid.',
      'Helen will decide in January.',
    ]);
  });

  it('are only read so in a summary: a short line elsewhere may be the request itself', () => {
    expect(texts('Hi there\nGutter cleaning\nThanks')).toEqual(['Hi there', 'Gutter cleaning', 'Thanks']);
  });
});
