/**
 * Cues of work that is not asked for now (docs/quote-eval-labelling.md), kept as data: each a case-insensitive
 * regular expression over one clause. `scoped` cues cover only the words after them ('… instead of the repair').
 */
export const INTENT_CUES = {
  past: [
    '\\b(last|this past) (year|month|spring|summer|fall|autumn|winter|time|season|visit)\\b',
    '\\b(\\d+|a|an|one|two|three|four|five|six|few|couple of|several) (years?|months?|weeks?|fortnights?|days?) ago\\b',
    '\\bworked\\b(?! on)',
    '\\bback in\\b',
    "\\b(you|y'all|your (guys|team|tech|techs|crew|technician|company|shop|man))( guys)? (did|fixed|installed|replaced|put in|set up|cleaned|serviced|sorted|repaired|came out|took care|handled|mowed|trimmed|were here|was here)\\b",
    '\\balready (been )?(done|fixed|replaced|installed|had|did|got|taken care|sorted|serviced|cleaned|bought|have|has)\\b',
    '\\b(was|were|got|been|had been) (done|fixed|replaced|installed|serviced|cleaned|repaired|sorted|redone|put in|rotated|aligned|flushed|renewed|signed|booked)\\b',
    '\\bhad (it|them|the|our|my|a|an|their|his|her)\\b.{0,40}\\b(done|fixed|replaced|installed|serviced|cleaned|put in)\\b',
    '\\b(has|have) been (great|fine|good|perfect|working)\\b',
    '\\b(did|done|cleaned|fixed|changed|replaced|installed|serviced|mowed|trimmed|repaired|sorted|put in)\\b.{0,60}\\b(yesterday|last (week|weekend|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\b',
    '\\b(was|were|been|got) \\w+ed by (a|an|the|our|my|another|some)\\b',
    '\\bdid an? (great|good|awesome|amazing|fantastic|brilliant|lovely|nice) job\\b',
    '\\bwhen (we|i) moved in\\b',
    // Thanks are for what was done ('thx for the deep clean last week', 'thank you for fixing the gate').
    '\\b(thanks|thank you|thx|ty)( so much| again)? for (the|your|all the|\\w+ing)\\b',
    // Something that happened to it, or a bill paid for it: told of, not asked for.
    '\\b(got|was|were|been) stolen\\b',
    '\\bcharged (him|her|me|us|them)\\b',
    '\\b(at|during|since) (my|our|his|her|their|the) last\\b',
  ],
  declined: [
    "\\b(don'?t|do not|doesn'?t|does not|won'?t|will not) (need|want|bother|worry|touch)\\b",
    '\\bno need\\b',
    '\\bnot (them|those|these|that one|this one)\\b',
    '\\balready (on|running|set up|installed|in place|sorted|covered|booked)\\b',
    '\\b(no|zero|without any) (\\w+ )?(incidents?|issues|problems|complaints)\\b',
    '\\bnot (needed|necessary|interested|required|needing)\\b',
    '\\b(is|are|seems?|looks?) (fine|ok|okay|good|great) (for now|as is|still|now)\\b',
    // 'the rotors are fine', 'the unit is OK': a mention without a request.
    "\\b(is|are|'re) (still )?(fine|ok|okay|all good)\\b",
    '\\b(working|works|runs|running) (fine|ok|okay|great|well|perfectly)\\b',
    '\\bhold(ing)? off\\b',
    '\\bskip(ping|ped)?\\b',
    '\\bleave (it |that |them |those )?for now\\b',
    '\\bno\\b.{0,30}\\b(is|are) (needed|necessary|required)\\b',
    '\\bignore\\b',
    '\\bworking (again|a treat)\\b',
    '\\b(looks?|seems?) (ok|okay|fine|good|great)\\b',
    '\\bpass on\\b',
    '\\bleave (the|it|them|those|that|my|our)\\b',
    // Left as it is: 'the vanity we'll leave as it is for now', 'kitchen stays as is'.
    '\\bas ((it|they) )?(is|are)\\s*([.,;!]|$|for now)',
    '\\bcancel\\b',
    '\\bno longer\\b',
    "\\bwe'?(ll| will) (do|handle|take care of) (it|that|them) ourselves\\b",
    '\\bexcept( for)?\\b',
    '\\b(declined|turned down)\\b',
    // 'No thanks on the mattresses': an offer turned down.
    '\\bno,? (thanks|thank you|thx)\\b',
    // What is kept or reused is not replaced: 'Existing hardware will be reused', 'keeping the boxes'.
    '\\b(will be|to be|being|are|is) (reused|kept)\\b',
    // What the customer cannot pay for now: 'we can't swing the deep one right now'.
    "\\b(can'?t|cannot|can not) (afford|swing|justify|stretch to)\\b",
  ],
  scoped: [
    '\\binstead of\\b',
    '\\brather than\\b',
    '\\bnot (the|a|an|that|this|those|these|our|my|any)\\b',
    // 'do what he says, except the rotation', 'approved the pads and declined the cabin filter'.
    '\\bexcept( for)?\\b',
    '\\b(declined|turned down)\\b',
  ],
  hypothetical: [
    '\\bif (it|they|the|this|that|we|our|there|anything|something|he|she|things|a|an|one|any|my)\\b',
    '\\bin case\\b',
    '\\bin (which|that) case\\b',
    '\\b(maybe|perhaps|possibly|probably) (next|later|in the|down the|at some|someday|eventually)\\b',
    '\\bnext (year|spring|summer|fall|autumn|winter|season)\\b',
    '\\bdown the (road|line|track)\\b',
    '\\bat some point\\b',
    "\\b(to|will|'ll|going to) decide\\b",
    '\\beventually\\b',
    '\\bsome ?day\\b',
    '\\bin the future\\b',
    '\\b(might|may) (need|want|have to|look at)\\b',
  ],
  /** Someone speaks of the work without asking for it (a meeting summary's "Rick mentioned the timing belt"). */
  mentioned: [
    '\\bmentioned\\b',
    // A summary's account of what someone showed or explained, not an ask.
    '\\b(explained|described)\\b',
    '\\bshowed (her|him|them)\\b',
    // A schedule read out ('the timing belt is due at 105,000'), not a request.
    '\\b(is|are) due at\\b',
    '\\bbrought up\\b',
    '\\b(was|were) discussed\\b',
    '\\bcompared\\b',
    // An appointment already booked, being moved: no new work.
    '\\b(have|got|had) an? (appointment|booking)\\b',
    '\\breschedul\\w*\\b',
    '\\bmove (it|the (appointment|booking|visit))\\b',
    '\\basked (about|whether|if)\\b(?!.{0,40}\\b(quote|price|pricing|estimate|cost)\\b)',
  ],
  /**
   * A clause that is nothing but a take-back ('Never mind.', 'Forget it.', 'Scratch that.'): what the customer
   * asked before it is withdrawn ('never mind the gutters' is a decline of its own, not this).
   */
  withdrawn: [
    '^\\W*(never ?mind|forget (it|that|about it)|scratch that|disregard (that|this|my last (message|email|voicemail)))\\W*$',
  ],
  someoneElse: [
    '\\b(herself|himself|themselves|ourselves|myself)\\b',
    // Work someone else is doing or will do: 'the fridge is being installed by the store'.
    '\\b(is|are|will be|is going to be|are going to be|being) (\\w+ed|done|put in|set up|taken care of) by (a|an|the|their|his|her|another|some)\\b(?! (end|time|weekend|week|morning|afternoon|evening|deadline)\\b)',
    '\\bresponsible for (their|his|her|its) own\\b',
    '\\b(landlord|hoa|builder|developer|city|council|management company)\\b.{0,30}\\b(takes care|handles|looks after|does|will do|is doing)\\b',
    '\\b(neighbou?rs?|sister|brother|mum|mom|dad|father|mother|friend|cousin|nephew|niece|in-laws?|previous owners?|another (company|garage|shop|vendor|provider|contractor|firm|guy)|other (company|garage|shop|vendor|provider|contractor|firm))\\b.{0,60}\\b(had|got|did|has had|just had|is having|is getting|put in|installed|replaced|is doing|will do|are doing|is handling)\\b',
  ],
};
