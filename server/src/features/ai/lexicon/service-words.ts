/**
 * Words of a service name that say what is done (the action), as opposed to what it is done to (the object):
 * 'Alternator Replacement' is the object 'alternator' and the action 'replacement'. Kept as data.
 */
export const ACTION_WORDS =
  `repair repairs replacement replace installation install upgrade cleaning clean clearing
  inspection diagnostic diagnostics troubleshooting tune flush recharge resurfacing rotation balancing alignment test
  restoration removal trimming pruning grinding planting seeding setup configuration migration reset unlock onboarding
  offboarding survey review maintenance training wipe treatment mounting patch service support change recaulking
  washing weeding edging mowing aeration fertilization winterization blowout start haul application construction
  consultation labor call visit control audit cabling administration management monitoring assessment
  evaluation diagnosis painting staining priming sanding refinishing coating sanitizing disinfection waxing
  stripping hanging brightening`
    .split(/\s+/)
    .filter(Boolean);

/**
 * A clause that asks for work or tells of a fault: with neither, a service named only by its object ('the
 * alternator', 'the shared drive') is being talked about, not asked for. Case-insensitive regular expressions.
 */
export const REQUEST_CUES = [
  // Asking.
  "\\b(need|needs|needed|want|wants|wanted|would like|'d like|please|pls|quote|price|pricing|how much|estimate|book|schedule|can (you|u|y'all)|could (you|u)|would (you|u)|are you able|looking for|go ahead|interested in)\\b",
  // Saying what to do.
  '\\b(fix|repair|replace|install|put in|set up|setup|swap|change|check|look at|take a look|come out|sort out|clean|remove|service|mount|hook up|upgrade|get rid of|put down|polish|take care of|do (it|that|this|both|them|those|all))\\b',
  // Saying a thing is dirty: it asks to be cleaned, as a fault asks to be mended.
  '\\b(dirty|filthy|grimy|grubby|gross|disgusting|dusty|greasy|grungy|nasty)\\b',
];

/** A clause that tells of a fault. */
export const FAULT_CUES = [
  "\\b(leak\\w*|drip\\w*|clog\\w*|block\\w*|broke\\w*|crack\\w*|stuck|dead|fail\\w*|faulty|noise|noisy|grind\\w*|squeal\\w*|squeak\\w*|rattl\\w*|smell\\w*|trip\\w*|flicker\\w*|overflow\\w*|slow|worn|bald|flat|stopped|keeps?|won'?t|doesn'?t|isn'?t|aren'?t|can'?t|cannot|not (working|cooling|heating|draining|starting|charging|turning|coming|firing|printing|connecting)|no (hot water|heat|power|air|cold)|bad|due|overdue)\\b",
];

export const REQUEST_OR_FAULT_CUES = [...REQUEST_CUES, ...FAULT_CUES];

/**
 * Action words of services that answer a fault: mend it, replace it, remove it, or find its cause. A fault told of
 * a thing, with nothing asked, is no request for other work on it: 'the laptop on the counter has no internet' is
 * no Laptop Setup, 'a shopping cart with a bad wheel' no Wheel Balancing, 'it's not draining' no Drain Cleaning.
 */
export const FAULT_WORK_WORDS =
  'repair repairs replacement replace diagnostic diagnostics troubleshooting inspection test service call visit support removal'.split(
    ' ',
  );

/** Action words of the services that find a fault's cause: a diagnostic, troubleshooting, inspection, test. */
export const DIAGNOSTIC_WORDS = [
  'diagnostic',
  'diagnostics',
  'diagnosis',
  'troubleshooting',
  'inspection',
  'assessment',
  'evaluation',
  'test',
];

/**
 * A fault whose cause is unknown (a noise, strange behaviour, a warning light, something that stopped): the
 * answer is the family's diagnostic, not a guessed repair, unless the customer names the job.
 */
export const UNKNOWN_CAUSE_CUES = [
  "\\b(nois\\w*|grind\\w*|squeal\\w*|squeak\\w*|rattl\\w*|whin\\w*|clunk\\w*|knock\\w*|vibrat\\w*|shak\\w*|smell\\w*|strange\\w*|weird\\w*|funny|odd|acting up|behaving|trip\\w*|warning|intermittent\\w*|on and off|not sure|no idea|don'?t know|stopped working|won'?t (start|work|turn on|come on)|not (working|cooling|heating|starting|charging|blowing|turning on|coming on))\\b",
];

/** The customer names the job: a diagnostic is not what they asked for. */
export const NAMED_JOB_CUES = ['\\b(replac\\w*|install\\w*|new one|brand new|swap\\w*|upgrad\\w*)\\b'];

/**
 * Kinds of work that are not one another (docs/quote-eval-labelling.md: the customer's explicit word wins): the
 * forms of one kind on a line. 'carpet repair' is no Carpet Cleaning, 'replace the faucet' no Faucet Repair.
 */
export const ACTION_KINDS: readonly string[] = [
  'repair repairs fix fixing fixed mend',
  'cleaning clean cleaned washing wash washed',
  'installation install installed setup mounting mount',
  'replacement replace replaced',
  'removal remove removed',
  'inspection inspect diagnostic diagnostics test troubleshooting',
];

/**
 * Words of a sentence that asks only for a price, a time or a call about what the message names elsewhere ('Could
 * you send a quote and your earliest availability?', 'Please call me back.'): no request of its own to review.
 */
export const PRICE_OR_TIME_WORDS: readonly string[] = [
  'earliest soonest soon asap availability available possible next time date',
  'give let know back talk discuss schedule scheduling book booking details',
  'day days week weeks weekend today tonight tomorrow morning afternoon evening',
  'monday tuesday wednesday thursday friday saturday sunday',
  'january february march april may june july august september october november december',
].flatMap((group) => group.split(' '));
