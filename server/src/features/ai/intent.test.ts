import { askedAndDeclined, clausesOf, intentOf, requestedText } from './intent';

const declined = (text: string) => askedAndDeclined(text).declined;

describe('what a message asks for now', () => {
  it.each([
    ['can you fix the dripping tap this week', 'requested'],
    ['you guys fixed our boiler last winter', 'past'],
    ['the furnace was serviced two years ago', 'past'],
    ["we don't need the gutters done this time", 'declined'],
    ['leave the hedges alone', 'declined'],
    ['if the storm brings the pine down we will call you', 'hypothetical'],
    ['maybe next year we will do the patio', 'hypothetical'],
    ['my neighbour just had her deck stained', 'someoneElse'],
    ['the main line was cleared by a plumber in 2019', 'past'],
    ['he changed the oil last weekend', 'past'],
    ["so he's skipping carpet cleaning this time", 'declined'],
    ['no hand shoveling is needed from the contractor', 'declined'],
    ['Rick also mentioned the timing belt', 'mentioned'],
    ['Sunil asked about the 60,000-mile service', 'mentioned'],
    ['Anita will replace the cabin air filter herself', 'someoneElse'],
    ['the landlord takes care of the gutters', 'someoneElse'],
    ['my check engine light came on yesterday', 'requested'],
    ['she asked about a quote for the patio', 'requested'],
    ['they fixed my puncture a fortnight ago', 'past'],
    ['the November restore of the letters worked', 'past'],
    ['and there were no virus incidents', 'declined'],
    ['I have an appointment Thursday for the furnace tune-up', 'mentioned'],
    ['and I need to move it to next week', 'mentioned'],
    ['the mowing contract was renewed in March', 'past'],
    ['the new laptops are already on 11 so not them', 'declined'],
    ['they may want to look at new phones then', 'hypothetical'],
    ['Helen to decide in January about the timing belt', 'hypothetical'],
    ['he said the rotors are fine tho', 'declined'],
    ['my catalytic converter got stolen in August', 'past'],
    ['they charged him 900 for a water pump', 'past'],
    ['Rick said the fluid was dark at her last oil change', 'past'],
    ['Dana explained that the county requires an emissions test', 'mentioned'],
    ['Marcus showed her a photo of the cabin filter', 'mentioned'],
    ['he showed me the fan belt', 'requested'],
    ['I know the timing belt is due at 105,000', 'mentioned'],
    ['the fridge is being installed by the store that sold it', 'someoneElse'],
    ['the wiring will be done by their electrician', 'someoneElse'],
    ['we need it installed and it will be finished by the end of May', 'requested'],
    ["The bathroom vanity we'll leave as it is for now.", 'declined'],
    ['Kitchen stays as is.', 'declined'],
    ['paint the trim as it is peeling', 'requested'],
    ['No thanks on the mattresses.', 'declined'],
    ['Just wanted to say thx for the deep clean last week', 'past'],
    ['thank you so much for fixing the gate', 'past'],
    ["in which case we'll call you about a move-out clean", 'hypothetical'],
    ["we can't swing the deep one right now", 'declined'],
    ['we cannot afford the new furnace this year', 'declined'],
    ['Existing hardware will be reused.', 'declined'],
    ['the old pavers are kept for the path', 'declined'],
  ])('reads “%s” as %s', (clause, intent) => {
    expect(intentOf(clause)).toBe(intent);
  });

  it('keeps a request that shares a sentence with past work', () => {
    expect(
      requestedText('You replaced our water heater last spring, but now the dishwasher will not drain.'),
    ).toBe('now the dishwasher will not drain.');
  });

  it('sets aside what follows “instead of” and “not the”', () => {
    expect(clausesOf('Go with the deep clean instead of the standard one.')).toEqual([
      [
        { text: 'Go with the deep clean', intent: 'requested' },
        { text: 'instead of the standard one.', intent: 'declined' },
      ],
    ]);
    expect(requestedText('Please mow the front lawn, not the back one.')).toBe('Please mow the front lawn');
  });

  it('reads a filler between commas as a pause within the clause', () => {
    expect(
      requestedText(
        'I have an appointment Thursday for the, um, the furnace tune-up, and I need to move it.',
      ),
    ).toBe('');
  });

  it('turns down what follows “except” and “declined”, and keeps what precedes', () => {
    const text =
      'Please do what he says, EXCEPT the rotation. She approved the pads and declined the cabin filter.';
    expect(requestedText(text)).toBe('Please do what he says\nShe approved the pads and');
    expect(declined(text)).toBe('EXCEPT the rotation.\ndeclined the cabin filter.');
    expect(askedAndDeclined(text).requested).toBe(requestedText(text));
  });

  it('reads a symptom’s “won’t” and “not” as the problem, not as a refusal', () => {
    expect(requestedText('The tap won’t stop dripping and the AC is not cooling.')).toBe(
      'The tap won’t stop dripping and the AC is not cooling.',
    );
  });

  it('gives the clauses that turn work down whole, not what follows “not the”', () => {
    expect(
      declined('Should you rotate them too? Nah, don’t bother rotating. Mow the front, not the back lawn.'),
    ).toBe('don’t bother rotating.');
  });
  it('drops what was asked before a take-back ("Never mind."), keeping what follows it', () => {
    expect(requestedText('The oven won’t heat up. Oh wait, it’s working now. Never mind! Sorry.')).toBe(
      'Sorry.',
    );
    expect(requestedText('Fix the gate please. Forget it. Can you mow the lawn?')).toBe(
      'Can you mow the lawn?',
    );
    expect(requestedText('Never mind the gutters, just clean the windows.')).toContain(
      'just clean the windows',
    );
  });
});
