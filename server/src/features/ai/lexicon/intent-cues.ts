/**
 * Cues of work that is not asked for now (docs/quote-eval-labelling.md), kept as data: each a case-insensitive
 * regular expression over one clause. `scoped` cues cover only the words after them ('… instead of the repair').
 */
export const INTENT_CUES = {
  past: [
    '\\b(last|this past) (year|month|spring|summer|fall|autumn|winter|time|season|visit)\\b',
    '\\b(\\d+|a|an|one|two|three|four|five|six|few|couple of|several) (years?|months?|weeks?) ago\\b',
    '\\bback in\\b',
    "\\b(you|y'all|your (guys|team|tech|techs|crew|technician|company|shop|man))( guys)? (did|fixed|installed|replaced|put in|set up|cleaned|serviced|sorted|repaired|came out|took care|handled|mowed|trimmed|were here|was here)\\b",
    '\\balready (been )?(done|fixed|replaced|installed|had|did|got|taken care|sorted|serviced|cleaned|bought|have|has)\\b',
    '\\b(was|were|got|been|had been) (done|fixed|replaced|installed|serviced|cleaned|repaired|sorted|redone|put in|rotated|aligned|flushed)\\b',
    '\\bhad (it|them|the|our|my|a|an|their|his|her)\\b.{0,40}\\b(done|fixed|replaced|installed|serviced|cleaned|put in)\\b',
    '\\b(has|have) been (great|fine|good|perfect|working)\\b',
  ],
  declined: [
    "\\b(don'?t|do not|doesn'?t|does not|won'?t|will not) (need|want|bother|worry|touch)\\b",
    '\\bno need\\b',
    '\\bnot (needed|necessary|interested|required|needing)\\b',
    '\\b(is|are|seems?|looks?) (fine|ok|okay|good|great) (for now|as is|still|now)\\b',
    '\\b(working|works|runs|running) (fine|ok|okay|great|well|perfectly)\\b',
    '\\bhold(ing)? off\\b',
    '\\bskip\\b',
    '\\bpass on\\b',
    '\\bleave (the|it|them|those|that|my|our)\\b',
    '\\bcancel\\b',
    '\\bno longer\\b',
    "\\bwe'?(ll| will) (do|handle|take care of) (it|that|them) ourselves\\b",
  ],
  scoped: ['\\binstead of\\b', '\\brather than\\b', '\\bnot (the|a|an|that|this|those|these|our|my|any)\\b'],
  hypothetical: [
    '\\bif (it|they|the|this|that|we|our|there|anything|something|he|she|things|a|an|one|any|my)\\b',
    '\\bin case\\b',
    '\\b(maybe|perhaps|possibly|probably) (next|later|in the|down the|at some|someday|eventually)\\b',
    '\\bnext (year|spring|summer|fall|autumn|winter|season)\\b',
    '\\bdown the (road|line|track)\\b',
    '\\bat some point\\b',
    '\\beventually\\b',
    '\\bsome ?day\\b',
    '\\bin the future\\b',
    '\\bmight (need|want|have to)\\b',
  ],
  someoneElse: [
    '\\b(neighbou?rs?|sister|brother|mum|mom|dad|father|mother|friend|cousin|nephew|niece|in-laws?|previous owners?|another (company|garage|shop|vendor|provider|contractor|firm|guy)|other (company|garage|shop|vendor|provider|contractor|firm))\\b.{0,60}\\b(had|got|did|has had|just had|is having|is getting|put in|installed|replaced|is doing|will do|are doing|is handling)\\b',
  ],
};
