/**
 * Word lists of the matcher, kept as data. Each line is a group of words separated by spaces.
 */

/**
 * Spellings and forms of one word (British and American, clipped forms): each folds onto the group's first word,
 * in the catalog and in the message alike, and counts as that word.
 */
export const VARIANTS: readonly string[] = [
  'leak leaking leakage leaks leaky',
  'migration migrate migrating migrated',
  'license licence licensing licenses licences',
  'install installation installed installing installs',
  'cabling cable cables',
  'setup configure configuration configured',
  'clog clogged clogging clogs',
  'tire tyre tyres tires',
  'refrigerator fridge fridges',
  'plowing plough ploughing plow plowed ploughed',
  'aluminum aluminium',
  'color colour',
  'leaf leaves',
  'center centre',
  'meter metre',
  'recaulking recaulk caulk caulking',
];

/**
 * Customer words for a catalog word, one way: the first word of a group is the catalog's, the rest are what
 * customers say. A message word adds the catalog word as weaker evidence; the word itself still counts as
 * written, so a catalog that has both ('Laptop Setup', 'Desktop Workstation Setup') keeps them apart.
 */
export const SYNONYMS: readonly string[] = [
  // General English: the side of a building or thing, said plainly.
  'interior inside indoor indoors',
  'exterior outside outdoor outdoors',
  // General English: work done in the evening or at night is nightly work.
  'nightly evening evenings night nights overnight',
  // General English: kinds of room are rooms, and a room is inside.
  'room bedroom bedrooms den nursery',
  'interior room rooms bedroom bedrooms den nursery',
  // General English: a smell is an odor.
  'odor odour odors odours smell smells smelly stink stinks stinky reek reeks',
  // Home services.
  'toilet commode loo',
  'faucet tap taps spigot mixer',
  'disposal disposer',
  'leak drip dripping drips',
  'clog blocked blockage backed',
  'clear clean unclog',
  'hvac furnace ac heat boiler',
  'oven stove range cooktop',
  'detector alarm',
  'pest ants ant roaches cockroaches spiders insects bugs wasps',
  'rodent mice mouse rats rat',
  'light lights lamp fixture pendant chandelier sconce',
  'outlet socket sockets receptacle',
  'switch dimmer',
  'repair fix fixing fixed mend',
  'deep thorough detailed',
  // Auto repair.
  'vehicle car truck ute van suv',
  'oil lube',
  'conventional regular normal standard',
  'serpentine fan',
  'strut shocks shock suspension',
  'alignment aligned align',
  'wiper wipers',
  'headlight headlamp',
  'muffler exhaust',
  'transmission gearbox',
  // Landscaping.
  'tree oak maple pine spruce elm birch ash willow cedar cherry poplar sycamore walnut',
  'shrub shrubs bush bushes boxwood boxwoods hydrangea hydrangeas azalea azaleas juniper yew arborvitae rhododendron',
  'irrigation sprinkler sprinklers',
  'sprinkler irrigation',
  'lawn grass turf',
  'perennial perennials flowers',
  'debris brush branches',
  'pruning prune pruned',
  // IT support.
  'workstation laptop laptops computer computers pc pcs desktop desktops',
  'computer laptop laptops pc pcs desktop desktops',
  'wifi wireless wlan',
  'antivirus virus viruses malware ransomware',
  'security protection',
  'email mailbox mailboxes emails outlook',
  'cabling wiring ethernet',
  'detect detection find locate trace',
  'license subscription subscriptions seat seats',
  'password login logon',
  'printer copier printers',
  'phone handset handsets',
];

/**
 * Words that open a clause of circumstance ('the breaker trips when the dishwasher runs', 'cracks where the walls
 * meet the ceiling', 'the budget is stretched after the laptops'): a thing named in it is when or where something
 * happens, not what is asked. Not when a question follows ('when can you come?').
 */
export const CIRCUMSTANCE_WORDS: readonly string[] = ['when', 'whenever', 'while', 'where', 'after'];
/** After 'when', these make it a question ('when can you come?'), not a clause of circumstance. */
export const QUESTION_AUXILIARIES: readonly string[] =
  "can could will would do does did is are should shall might can't cant".split(' ');

/** Possessive determiners: they begin a noun phrase of their own ('two of my rollers'). */
export const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'its']);
/** Words that open a noun phrase before its noun ('the', 'those', 'our'). */
export const DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'any',
  'this',
  'that',
  'these',
  'those',
  ...POSSESSIVES,
]);
/** Words that turn a noun phrase away ('no railings', 'walls only NOT ceilings', 'without the trim'). */
export const NEGATORS: readonly string[] = ['no', 'not', 'without', 'nor'];
/**
 * Before a negator, these make it negate a verb, not a thing ('it is not torn', 'there's no outlet', 'has no ice
 * maker'): a contraction's 's is read off, so 'it', 'there' and 'that' stand for 'it's', 'there's', 'that's'.
 */
export const VERB_BEFORE_NEGATOR: readonly string[] =
  'is are was were am be been being do does did has have had will would can could should must may might shall it there that what he she'.split(
    ' ',
  );
