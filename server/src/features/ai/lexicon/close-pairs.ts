/**
 * Close pairs (docs/quote-eval-labelling.md): services of one thing told apart by what is done to it. When the
 * customer writes none of a service's action words, the sentence's cue chooses: taking out the old one and
 * fitting a new one is a replacement, something new where there was none an installation, a routine check the
 * maintenance line, a fault the repair. Checked in this order; case-insensitive regular expressions, as data.
 */
export const ACTION_CUES: readonly { cue: string; actions: string }[] = [
  {
    cue: '\\b(replac\\w*|swap\\w*|change (it|them|that) out|old one|new ones? (in|for)|with a new|worn out|upgrad\\w*|put (a )?new\\b.{0,20}\\bon)\\b',
    actions: 'replacement replace upgrade',
  },
  {
    cue: "\\b(where (there|none|nothing)|there('?s| is| isn'?t| are) (no|nothing|none)|nothing there|doesn'?t have (one|any)|don'?t have (one|any)|add(ing)? (a|an|another|two|three|more|new)|extra|additional|another)\\b",
    actions: 'installation install',
  },
  {
    cue: '\\b(routine|yearly|annual|seasonal|maintenance|serviced|tune.?up|check.?up|looked over|nothing (is )?wrong|before (summer|winter|the season|it gets (hot|cold)))\\b',
    actions: 'tune maintenance flush',
  },
  {
    cue: "\\b(leak\\w*|drip\\w*|broke\\w*|crack\\w*|stuck|jam\\w*|fail\\w*|faulty|won'?t|doesn'?t|isn'?t|not (working|heating|cooling|draining|spinning|starting)|stopped|hums?|humming|loose|running|rocking)\\b",
    actions: 'repair',
  },
];
