/**
 * The trade lexicon: what customers say (a symptom, a plain-words job) → the words a catalog uses for the
 * service family that answers it. General trade knowledge, kept as data: each `cue` is a case-insensitive
 * regular expression over one sentence of the message (lower-cased, spellings folded: 'wifi', 'ac', 'sqft');
 * its `family` words are added to the sentence's words, as weaker evidence than words the customer wrote.
 * A symptom whose cause is unknown adds the family's diagnostic words, a job named in plain words the job's.
 */
export interface SymptomFamily {
  cue: string;
  family: string;
}

const HOME: SymptomFamily[] = [
  {
    cue: '\\b(tap|taps|faucet|spigot)\\b.{0,40}\\b(drip|leak|run)\\w*|\\b(drip|leak)\\w*\\b.{0,30}\\b(tap|faucet)',
    family: 'faucet repair',
  },
  {
    cue: "\\btoilet\\b.{0,40}\\b(running|runs|keeps? running|won'?t stop|rock\\w*|wobbl\\w*|weak flush|won'?t flush|leak\\w*)",
    family: 'toilet repair',
  },
  {
    cue: "\\b(sink|tub|shower|drain|bathtub)\\b.{0,40}\\b(clog\\w*|blocked|slow|won'?t drain|not draining|standing water|backed up|backing up)|\\b(clog\\w*|blocked|slow)\\b.{0,20}\\b(sink|tub|shower|drain)",
    family: 'drain cleaning',
  },
  {
    cue: "\\bno hot water\\b|\\b(hot water|water heater)\\b.{0,40}\\b(out|not working|stopped|lukewarm|cold|won'?t)|\\bpilot\\b.{0,30}\\b(won'?t stay|goes out|keeps going out)",
    family: 'water heater repair',
  },
  {
    cue: '\\b(main|sewer)\\b.{0,30}\\b(backed|backing|backs|roots|blocked|clog\\w*)|\\broots\\b.{0,30}\\b(main|sewer|line)',
    family: 'main sewer line clearing',
  },
  {
    cue: '\\b(breaker|breakers)\\b.{0,30}\\btrip\\w*|\\btrip\\w*\\b.{0,20}\\bbreaker|\\b(outlets?|sockets?)\\b.{0,30}\\b(dead|stopped working|not working|no power)|\\bflicker\\w*\\b.{0,20}\\blights?|\\blights?\\b.{0,20}\\bflicker\\w*|\\b(lost|no) power\\b',
    family: 'electrical troubleshooting',
  },
  {
    cue: "\\bno heat\\b|\\b(furnace|heat pump|boiler|heating)\\b.{0,40}\\b(not working|won'?t|stopped|blowing cold|cold air|no heat|noise|nois\\w*)|\\b(ac|central air|air)\\b.{0,40}\\b(blowing (warm|hot)|warm air|not cool\\w*|won'?t cool|isn'?t cool\\w*|stopped cool\\w*)",
    family: 'hvac diagnostic',
  },
  {
    cue: '\\b(ac|central air|air condition\\w*)\\b.{0,40}\\b(serviced|service|check\\w*|looked over|maintenance|tune)|\\b(serviced|maintenance|looked over)\\b.{0,40}\\b(ac|central air)\\b',
    family: 'ac tune',
  },
  {
    cue: '\\b(furnace|heating)\\b.{0,40}\\b(serviced|service|check\\w*|looked over|maintenance|tune)',
    family: 'furnace tune',
  },
  {
    cue: "\\b(fridge|refrigerator|freezer)\\b.{0,40}\\b(not cool\\w*|stopped cool\\w*|warm|leak\\w*|ic(e|ing) up|won'?t)",
    family: 'refrigerator repair',
  },
  { cue: "\\b(washer|washing machine)\\b.{0,40}\\b(won'?t|not|stopped|leak\\w*)", family: 'washer repair' },
  { cue: "\\bdryer\\b.{0,40}\\b(won'?t|not heating|no heat|stopped|doesn'?t)", family: 'dryer repair' },
  {
    cue: "\\bdishwasher\\b.{0,40}\\b(won'?t|not draining|not cleaning|leak\\w*|stopped|standing water)",
    family: 'dishwasher repair',
  },
  {
    cue: "\\b(disposal|disposer)\\b.{0,40}\\b(jam\\w*|hum\\w*|stuck|won'?t|leak\\w*)",
    family: 'garbage disposal repair',
  },
  {
    cue: "\\b(oven|stove|range|cooktop|burner)\\b.{0,40}\\b(won'?t|not heating|doesn'?t heat|ignit\\w*|light)",
    family: 'oven range repair',
  },
  {
    cue: '\\b(hole|holes|crack|cracks|dent)\\b.{0,30}\\b(wall|drywall|plaster)',
    family: 'drywall patch repair',
  },
  {
    cue: '\\b(mount|hang|put up)\\b.{0,30}\\b(tv|television)\\b|\\b(tv|television)\\b.{0,30}\\b(mount\\w*|on the wall)',
    family: 'tv wall mounting',
  },
  {
    // Bed bugs are a pest of their own, with their own treatment.
    cue: '\\b(ants|roaches|cockroaches|spiders|silverfish|earwigs|wasps|(?<!\\bbed[- ]?)bugs)\\b',
    family: 'pest control treatment',
  },
  { cue: '\\b(mice|mouse|rats|rat|rodents?)\\b', family: 'rodent control' },
  { cue: '\\bbed ?bugs?\\b', family: 'bed bug treatment' },
  { cue: '\\btermites?\\b', family: 'termite' },
  {
    cue: '\\bgutters?\\b.{0,30}\\b(overflow\\w*|full|clog\\w*|blocked|leaves|cleaned|clean)',
    family: 'gutter cleaning',
  },
  {
    cue: '\\b(mold|moldy|mould|mouldy|mildew)\\b.{0,30}\\b(caulk|tub|shower)|\\bcaulk\\w*\\b',
    family: 'tub shower recaulking',
  },
  {
    cue: '\\bwindows?\\b.{0,30}\\b(wash\\w*|clean\\w*)|\\b(wash\\w*|clean\\w*)\\b.{0,30}\\bwindows?\\b',
    family: 'window cleaning',
  },
  { cue: '\\b(smoke|carbon monoxide|co)\\b.{0,20}\\b(detectors?|alarms?)', family: 'smoke co detector' },
  // Written from the catalogs' service descriptions: how customers name each job in their own words.
  {
    cue: "\\b(low water pressure|bang\\w* pipes?|water (stain|damage|pooling|puddl\\w*)|wet (spot|ceiling|floor)|(don'?t|can'?t) (know|tell|find|see) (where|whether|if|what)\\b.{0,40}\\b(leak\\w*|water|coming from))",
    family: 'plumbing service call',
  },
  {
    cue: '\\b(new|replac\\w*|swap\\w*)\\b.{0,30}\\btoilets?\\b|\\btoilets?\\b.{0,30}\\b(cracked|replac\\w*)',
    family: 'toilet installation',
  },
  {
    cue: '\\bsewer scope\\b|\\bscope (the|our) (sewer|line|main)\\b|\\bcamera (down|through|in)\\b',
    family: 'sewer line camera inspection',
  },
  {
    cue: '\\b(flush\\w*|sediment)\\b.{0,30}\\b(tank|water heater)\\b|\\b(tank|water heater)\\b.{0,30}\\b(flush\\w*|sediment)',
    family: 'water heater flush',
  },
  {
    cue: '\\b(add|new|another|extra|more)\\b.{0,20}\\b(outlets?|sockets?)\\b',
    family: 'outlet installation',
  },
  {
    cue: '\\b(outlets?|sockets?|switch\\w*)\\b.{0,30}\\b(loose|cracked|broken|spark\\w*|scorch\\w*|burn\\w*|warm)',
    family: 'outlet switch replacement',
  },
  { cue: '\\b(gfci|gfi|ground fault)\\b', family: 'gfci outlet upgrade' },
  {
    cue: '\\bfuse box\\b|\\b(panel|service)\\b.{0,30}\\b(upgrade|full|out of space|100 amps?|200 amps?)|\\bmore amps\\b',
    family: 'electrical panel upgrade',
  },
  {
    cue: '\\b(hang|put up|install)\\b.{0,20}\\b(light|pendant|chandelier|sconce|fixture)s?\\b',
    family: 'light fixture installation',
  },
  { cue: '\\b(can|pot|recessed|down) ?lights?\\b', family: 'recessed light installation' },
  {
    cue: '\\b(ev|car|tesla|level 2|electric (car|vehicle)) charg\\w*|\\bcharge (my|the|our) (car|tesla|ev)\\b',
    family: 'ev charger installation',
  },
  { cue: '\\b(freon|refrigerant)\\b', family: 'ac refrigerant recharge recharge' },
  {
    cue: '\\b(ducts?|ductwork|vents?)\\b.{0,30}\\b(dust\\w*|dirty|clean\\w*)|\\b(dust\\w*|dirty|clean\\w*)\\b.{0,20}\\b(ducts?|ductwork)\\b',
    family: 'air duct cleaning',
  },
  {
    cue: '\\b(lint|takes (forever|two cycles|ages) to dry|clothes (still )?(damp|wet) after)\\b',
    family: 'dryer vent cleaning',
  },
  { cue: '\\b(smart|nest|ecobee|programmable|new|wifi) thermostat\\b', family: 'thermostat installation' },
  {
    cue: '\\b(hang\\w*|put up)\\b.{0,20}\\b(shelves|shelf|pictures?|curtain rods?|mirrors?|blinds)\\b|\\b(odd jobs|small jobs|honey.?do|assemble\\w* (furniture|a desk|a bed))\\b',
    family: 'handyman labor',
  },
  {
    cue: '\\b(regular|weekly|biweekly|bi-weekly|fortnightly|every (other|two) weeks?|monthly|recurring)\\b.{0,20}\\b(clean\\w*|maid|housekeep\\w*)|\\bhousekeep\\w*',
    family: 'standard house cleaning',
  },
  { cue: '\\b(deep clean\\w*|spring clean\\w*|top.to.bottom)\\b', family: 'deep cleaning' },
  { cue: '\\b(move.?out|moving out|end of (the )?(lease|tenancy)|turnover)\\b', family: 'move out cleaning' },
  {
    cue: '\\bcarpets?\\b.{0,30}\\b(stain\\w*|dirty|clean\\w*|shampoo\\w*|spill\\w*)|\\bshampoo\\w*\\b.{0,20}\\bcarpets?',
    family: 'carpet cleaning',
  },
  { cue: '\\b(gutter|leaf) (guards?|screens?|covers?|protection)\\b', family: 'gutter guard installation' },
  {
    cue: '\\b(power|pressure) wash\\w*|\\b(driveway|patio|siding|deck|walkway)\\b.{0,30}\\b(moss\\w*|green|mildew\\w*|grimy|stain\\w*)',
    family: 'pressure washing',
  },
  { cue: '\\b(swarmers|mud tubes|wood damage)\\b', family: 'termite inspection' },
];

const AUTO: SymptomFamily[] = [
  {
    cue: '\\bbrakes?\\b.{0,40}\\b(grind\\w*|squeal\\w*|squeak\\w*|nois\\w*|soft|spongy|pulsat\\w*|pull\\w*|shak\\w*)|\\b(grind\\w*|squeal\\w*|squeak\\w*)\\b.{0,40}\\b(brak\\w*|stop\\w*)',
    family: 'brake inspection',
  },
  { cue: '\\bcheck engine\\b|\\bengine light\\b', family: 'check engine light diagnostic' },
  {
    cue: "\\b(won'?t start|wouldn'?t start|doesn'?t start|slow to start|slow crank\\w*|cranks? slow\\w*|just click\\w*|click click|jump ?start\\w*|a jump\\b|dead battery|battery (light|warning|dies|died|keeps dying))",
    family: 'battery charging system test',
  },
  {
    cue: '\\b(ac|air condition\\w*|air con)\\b.{0,50}\\b(hot|warm|not cold|not cool\\w*|stopped cool\\w*)',
    family: 'ac diagnostic',
  },
  {
    cue: '\\btransmission\\b.{0,40}\\b(slip\\w*|harsh|jerk\\w*|clunk\\w*|strange\\w*|weird|behav\\w*|delay\\w*|shift\\w*)|\\b(slip\\w*|harsh shift\\w*)\\b.{0,30}\\bgears?\\b',
    family: 'transmission diagnostic',
  },
  {
    cue: '\\b(clunk\\w*|rattl\\w*|knock\\w*|whin\\w*|humm\\w*|hums|smell\\w*|vibrat\\w*|drip\\w*|puddle)\\b',
    family: 'diagnostic labor',
  },
  {
    cue: '\\b(pulls?|pulling|drifts?|drifting)\\b.{0,20}\\b(left|right|to one side)|\\b(steering wheel)\\b.{0,30}\\b(crooked|off.?cent\\w*|not straight)',
    family: 'four wheel alignment',
  },
  {
    cue: '\\b(new|fit|mount|put on)\\b.{0,30}\\b(tires?|tyres?)\\b|\\b(tires?|tyres?)\\b.{0,30}\\b(fitted|mounted|put on|bald|worn out)',
    family: 'tire mounting balancing',
  },
  { cue: '\\b(puncture\\w*|flat tire|flat tyre|nail in|screw in|slow leak)\\b', family: 'flat tire repair' },
  { cue: '\\b(tire|tyre) pressure (light|sensor|warning)|\\btpms\\b', family: 'tpms sensor replacement' },
  {
    cue: '\\bwipers?\\b.{0,40}\\b(smear\\w*|streak\\w*|shot|worn|squeak\\w*|chatter\\w*|torn|split)',
    family: 'wiper blade replacement',
  },
  {
    cue: '\\b(headlights?|headlamps?)\\b.{0,30}\\b(out|burn\\w*|blown|dead|not working)|\\b(one|a|the)\\b.{0,10}\\b(headlights?|headlamps?)\\b.{0,10}\\bis out',
    family: 'headlight bulb replacement',
  },
  {
    cue: '\\b(headlights?|headlamps?)\\b.{0,40}\\b(yellow\\w*|cloudy|foggy|hazy|oxidi[sz]ed)',
    family: 'headlight lens restoration',
  },
  {
    cue: '\\boil change\\b|\\bchange the oil\\b|\\b(regular|normal|conventional|standard) oil\\b',
    family: 'oil filter change',
  },
  { cue: '\\b(bouncy|bounc\\w*|wallow\\w*|nose dives?)\\b', family: 'strut shock replacement' },
  {
    cue: '\\b(fan belt|drive belt|accessory belt)\\b|\\bbelt\\b.{0,40}\\b(squeal\\w*|crack\\w*|worn)',
    family: 'serpentine belt replacement',
  },
  {
    cue: '\\b(overheat\\w*|temperature (gauge|needle)\\b.{0,30}\\b(high|red|up))',
    family: 'diagnostic labor',
  },
  {
    cue: '\\b(loud|roar\\w*)\\b.{0,30}\\b(exhaust|muffler)|\\b(exhaust|muffler)\\b.{0,30}\\b(loud|roar\\w*|rattl\\w*|hole|rust\\w*)',
    family: 'muffler exhaust',
  },
];

const LANDSCAPING: SymptomFamily[] = [
  {
    cue: '\\b(limbs?|branches|overhang\\w*|hanging over)\\b.{0,60}\\b(cut back|trim\\w*|prun\\w*|off the (house|roof)|over the (house|roof)|clear\\w*)|\\b(cut back|trim\\w*|prun\\w*|thin\\w* out)\\b.{0,40}\\b(limbs?|branches|tree|trees|oak|maple)',
    family: 'tree trimming pruning',
  },
  {
    cue: '\\bstorm\\b.{0,80}\\b(limb|limbs|branch|branches|tree|trees)\\b|\\b(limb|limbs|branch|branches|tree|trees)\\b.{0,40}\\b(came down|fell|fallen|blew down|blown down|came off)',
    family: 'emergency storm cleanup',
  },
  {
    cue: '\\b(dead|diseased|leaning|fallen)\\b.{0,20}\\btrees?\\b.{0,40}\\b(down|remov\\w*|out|taken)|\\b(take|cut|bring)\\b.{0,20}\\b(tree|trees)\\b.{0,10}\\bdown\\b',
    family: 'tree removal',
  },
  { cue: '\\bstumps?\\b', family: 'stump grinding' },
  {
    cue: '\\b(bare|thin|patchy)\\b.{0,20}\\b(spots?|patches|areas?|grass|lawn|turf)|\\bfill(ing)? in\\b.{0,20}\\b(grass|lawn|spots|patches)',
    family: 'overseeding',
  },
  { cue: '\\bthatch\\w*\\b|\\bpower.?rak\\w*', family: 'lawn dethatching' },
  { cue: '\\bgrubs?\\b', family: 'grub control treatment' },
  {
    cue: '\\b(dandelions?|clover|crabgrass|broadleaf)\\b|\\bweeds?\\b.{0,30}\\b(lawn|grass|turf)|\\b(lawn|grass|turf)\\b.{0,30}\\bweeds?\\b',
    family: 'broadleaf weed control',
  },
  {
    cue: '\\bweeds?\\b.{0,30}\\b(beds?|garden|flower\\w*)|\\b(beds?|garden|flower\\w*)\\b.{0,30}\\bweed\\w*',
    family: 'flower bed weeding',
  },
  { cue: '\\b(fertili[sz]\\w*|feed the lawn|green (it |the lawn )?up)\\b', family: 'lawn fertilization' },
  { cue: '\\b(mow\\w*|cut the (grass|lawn)|grass cut|lawn cut)\\b', family: 'lawn mowing' },
  {
    cue: '\\bleaves\\b.{0,40}\\b(rak\\w*|clean\\w*|remov\\w*|blow\\w*|pick\\w* up)|\\b(rak\\w*|clean\\w*|remov\\w*|blow\\w*)\\b.{0,30}\\bleaves\\b',
    family: 'fall leaf cleanup',
  },
  {
    cue: '\\b(blow\\w* out|blowout|winteri[sz]\\w*|shut\\w* (down|off)\\b.{0,40}\\b(freez\\w*|winter))',
    family: 'sprinkler winterization blowout',
  },
  {
    cue: '\\b(turn\\w*|start\\w*|switch\\w*)\\b.{0,30}\\b(sprinklers?|irrigation|system)\\b.{0,20}\\b(on|back on|up)\\b.{0,30}\\bspring|\\bspring\\b.{0,30}\\b(start.?up|turn.?on)',
    family: 'sprinkler spring start up',
  },
  {
    cue: "\\b(sprinklers?|irrigation|zones?)\\b.{0,60}\\b(don'?t|doesn'?t|won'?t|not|nothing comes out|no water|low pressure|stopped|leak\\w*)\\b",
    family: 'irrigation troubleshooting visit',
  },
  {
    cue: '\\b(sprinkler|rotor) heads?\\b.{0,30}\\b(broke\\w*|crack\\w*|snapped|damaged|run over)|\\b(broke\\w*|crack\\w*|snapped|damaged|ran over|backed over)\\b.{0,40}\\b(sprinkler|rotor) heads?\\b',
    family: 'sprinkler head replacement',
  },
  {
    cue: '\\b(standing water|puddl\\w*|soggy|pooling|water\\w* in the basement)\\b',
    family: 'french drain installation',
  },
  {
    cue: '\\b(pull\\w* out|dig\\w* out|rip\\w* out|take out|remove|removal)\\b.{0,40}\\b(shrubs?|bushes|boxwoods?|hedges?|hydrangeas?|azaleas?|junipers?|yews?)\\b|\\b(shrubs?|bushes|boxwoods?|junipers?|yews?)\\b.{0,60}\\b(pulled out|dug out|ripped out|taken out|removed)',
    family: 'shrub removal',
  },
  {
    cue: '\\b(plant\\w*|put)\\b.{0,30}\\b(new ones?|shrubs?|bushes|perennials?|flowers)\\b',
    family: 'shrub perennial planting',
  },
  { cue: '\\b(plant\\w*|put in)\\b.{0,30}\\b(trees?|saplings?)\\b', family: 'tree planting' },
  { cue: '\\b(hedges?|hedge row|privet)\\b', family: 'hedge trimming' },
  { cue: '\\b(river rock|stone|gravel|pebbles?)\\b', family: 'decorative rock installation' },
  {
    cue: '\\b(path|landscape|garden|yard) lights?\\b.{0,40}\\b(out|not working|dead|stopped|broke\\w*)',
    family: 'landscape lighting repair',
  },
  {
    cue: '\\b(pavers?|patio)\\b.{0,60}\\b(weeds?|moss|joints?|cracks|sand)',
    family: 'paver cleaning re sanding',
  },
  {
    cue: '\\b(block wall|wall along|hold back the (slope|hill)|slope\\w*.{0,30}washing)',
    family: 'retaining wall construction',
  },
  {
    cue: '\\b(snow|snowfall)\\b.{0,40}\\b(plow\\w*|clear\\w* the (drive|road|lot))|\\bplow\\w*',
    family: 'snow plowing',
  },
  { cue: '\\bshovel\\w*\\b', family: 'walkway snow shoveling' },
  { cue: '\\b(salt(ing)?|ice melt|de-?ic(e|er|ing)|icy)\\b', family: 'ice melt application' },
  {
    cue: '\\b(designer|design|redesign|plan out|planting plan|layout)\\b',
    family: 'landscape design consultation',
  },
  { cue: '\\b(haul\\w* (away|off)|pile of (brush|branches|debris))\\b', family: 'yard debris haul away' },
];

const IT: SymptomFamily[] = [
  {
    cue: '\\b(slow|sluggish|takes forever|freez\\w*|crawl\\w*)\\b.{0,40}\\b(computer|pc|laptop|desktop|machine|boot\\w*|start\\w* up)|\\b(computer|pc|laptop|desktop|machine)\\b.{0,40}\\b(slow|sluggish|takes forever|crawl\\w*)',
    family: 'pc tune up',
  },
  {
    // Anti-virus is the protection, not an infection.
    cue: '\\b((?<!\\banti[- ]?)virus\\w*|malware|pop.?ups?|infected|hijack\\w*|ransomware|adware)\\b',
    family: 'virus malware removal',
  },
  {
    cue: "\\b(locked out|account is locked|forgot\\w* (my |her |his )?password|reset (my |her |his |the )?password|can'?t (log|sign) ?in|cant (log|sign) ?in|can'?t get in)\\b",
    family: 'password reset account unlock',
  },
  {
    cue: "\\bprinter\\b.{0,40}\\b(offline|jam\\w*|streak\\w*|won'?t print|not print\\w*|stopped)|\\b(won'?t|not) print\\w*",
    family: 'printer repair call',
  },
  {
    cue: '\\b(internet|wifi|network|connection)\\b.{0,40}\\b(drop\\w*|keeps? (dropping|cutting)|slow|down|cut\\w* out|disconnect\\w*|not working|unreliable|goes? out)|\\bno internet\\b',
    family: 'network troubleshooting',
  },
  {
    cue: '\\b(dead spots?|dead zones?|weak signal|no signal|signal is (weak|bad))\\b',
    family: 'wifi site survey',
  },
  {
    cue: '\\b(screen|display)\\b.{0,30}\\b(crack\\w*|smash\\w*|broke\\w*|black|dead|lines)',
    family: 'laptop screen replacement',
  },
  {
    cue: '\\b(deleted|lost|overwrote|overwritten)\\b.{0,40}\\b(files?|folders?|documents?|emails?)\\b.{0,60}\\b(back|restore\\w*|backup)|\\brestore\\w*\\b.{0,30}\\bfrom\\b.{0,20}\\bbackup',
    family: 'backup restore',
  },
  {
    cue: '\\b(drive|disk|ssd|hard drive)\\b.{0,40}\\b(died|dead|failed|clicking|dropped|corrupt\\w*)|\\brecover\\w*\\b.{0,30}\\b(files|photos|data)',
    family: 'data recovery',
  },
  {
    cue: '\\b(new (starter|hire|employee|staff member|person|team member)|starting (on|next)|joins? us|joining)\\b',
    family: 'new user onboarding',
  },
  {
    cue: '\\b(leaving|left the (company|practice|firm)|departing|last day|retiring|resigned)\\b',
    family: 'user offboarding',
  },
  { cue: '\\b(two.?factor|2fa|mfa|two.?step|authenticator)\\b', family: 'multi factor authentication setup' },
  { cue: '\\b(phishing|security awareness|scam emails?)\\b', family: 'security awareness training' },
  {
    cue: "\\b(calls?|phones?|audio|voice)\\b.{0,40}\\b(drop\\w*|choppy|robotic|echo\\w*|cut\\w* out|won'?t register)",
    family: 'voip troubleshooting',
  },
  {
    cue: '\\b(network points?|data points?|ethernet (ports?|points?|drops?)|cable drops?|wired (in|connection))\\b',
    family: 'network cabling drop',
  },
  {
    cue: '\\b(wipe|recycl\\w*|dispos\\w*|get rid of)\\b.{0,40}\\b(computers?|pcs?|laptops?|drives?|machines?)\\b|\\b(old|retired)\\b.{0,20}\\b(computers?|pcs?|laptops?)\\b.{0,40}\\b(wipe\\w*|recycl\\w*|dispos\\w*|get rid)',
    family: 'secure data wipe disposal',
  },
  {
    cue: '\\b(remote (session|in|support)|(remote|dial) in|teamviewer|anydesk|over the phone)\\b',
    family: 'remote support',
  },
  {
    cue: '\\b(come (in|out|over|by|to the office)|in person|onsite|on the premises)\\b',
    family: 'onsite support',
  },
  {
    cue: '\\b(new|brand new)\\b.{0,20}\\blaptops?\\b|\\blaptops?\\b.{0,30}\\b(arriv\\w*|deliver\\w*|set ?up|configur\\w*)',
    family: 'laptop setup configuration',
  },
  {
    cue: '\\b(new|brand new)\\b.{0,20}\\b(desktops?|pcs?|computers?|workstations?)\\b|\\b(desktops?|pcs?|workstations?)\\b.{0,30}\\b(arriv\\w*|deliver\\w*|set ?up)',
    family: 'desktop workstation setup',
  },
  {
    cue: "\\blaptop\\b.{0,40}\\b(won'?t (turn|power|boot|charge|start)|overheat\\w*|dead|blue screen|crash\\w*|shuts? (off|down))",
    family: 'laptop repair diagnostic',
  },
  { cue: '\\b(antivirus|anti.?virus|endpoint|edr)\\b', family: 'endpoint protection licence' },
  {
    cue: '\\b(shared|new|extra|another|generic) (mailbox|inbox|email (address|account))|\\b(info|sales|accounts|admin|office|hello)@',
    family: 'email account setup',
  },
  {
    cue: '\\b(mov\\w*|migrat\\w*|switch\\w*|transfer\\w*)\\b.{0,40}\\b(from|off) (gmail|godaddy|yahoo|exchange|google|outlook\\.com|hotmail)',
    family: 'email migration',
  },
  {
    cue: '\\b(office|microsoft) 365 (licen\\w*|subscription\\w*|seats?)|\\blicen[cs]es?\\b',
    family: 'microsoft 365 business licence',
  },
  {
    cue: '\\binstall\\w*\\b.{0,20}\\b(software|program|app|application)s?\\b|\\b(software|program|app|application)s?\\b.{0,20}\\b(installed|install\\w*)',
    family: 'software installation',
  },
  {
    cue: '\\b(new|install\\w*|set ?up|add\\w*|connect\\w*)\\b.{0,20}\\b(printer|copier)s?\\b',
    family: 'printer setup',
  },
  {
    cue: '\\b(access points?|wifi (extender|booster|point)s?|another router|mesh)\\b',
    family: 'wifi access point installation',
  },
  {
    cue: '\\b(new|another|more|bigger) (network )?switch\\b|\\bmore (network )?ports\\b',
    family: 'network switch installation',
  },
  {
    cue: '\\bpatch panel\\b|\\b(rack|cabinet|closet)\\b.{0,20}\\b(mess\\w*|tidy|spaghetti)',
    family: 'patch panel installation',
  },
  {
    cue: '\\b(new|replac\\w*)\\b.{0,20}\\bfirewall\\b|\\bfirewall\\b.{0,30}\\b(died|dead|old|end of life|replac\\w*)',
    family: 'firewall installation',
  },
  {
    cue: '\\b(review|audit|check)\\b.{0,20}\\bfirewall\\b|\\bfirewall (rules|audit|review)\\b|\\bpen(etration)? test\\w*',
    family: 'firewall configuration review',
  },
  {
    cue: '\\b(vpn|work(ing)? from home|remote access to (the )?(office|server|files))\\b|\\bfrom home\\b.{0,30}\\b(access|files|server)',
    family: 'vpn remote access setup',
  },
  {
    cue: '\\b(offsite|off-site|cloud|automatic|automated) backups?\\b|\\bback ?up (the|our) (server|computers|files|data)\\b|\\bno backups?\\b',
    family: 'cloud backup setup',
  },
  { cue: '\\b(new|replac\\w*|upgrad\\w*)\\b.{0,20}\\bserver\\b', family: 'server setup' },
  {
    cue: '\\b(patch\\w*|monitor\\w*|look after|maintain\\w*|updates? (on|for))\\b.{0,20}\\b(the |our )?server\\b',
    family: 'server maintenance',
  },
  {
    cue: '\\bshared (drive|folder)s?\\b.{0,40}\\b(permission\\w*|access|set ?up|organi[sz]\\w*|mess)|\\bwho can (see|access|edit)\\b',
    family: 'shared drive permissions setup',
  },
  {
    cue: '\\b(phone system|voip|hosted phones?|port (our|the) numbers?|auto.?attendant|ring groups?)\\b',
    family: 'voip phone system setup',
  },
  { cue: '\\b(desk|ip) phones?\\b|\\bhandsets?\\b|\\bsoftphones?\\b', family: 'desk phone configuration' },
  {
    cue: '\\b(company|work|new) (phones?|iphones?|tablets?|ipads?|mobiles?)\\b|\\b(phones?|iphones?|tablets?|ipads?)\\b.{0,20}\\b(set ?up|configur\\w*)',
    family: 'mobile device setup',
  },
  {
    cue: '\\b(monthly|managed) (it )?(support|it|service) (plan|contract|agreement)|\\ball.?inclusive\\b|\\bretainer\\b',
    family: 'managed it support plan',
  },
  {
    cue: '\\bget (it|them|that|those|the \\w+) back\\b.{0,40}\\bbackups?\\b|\\bfrom (the|a|our) backups?\\b',
    family: 'backup restore',
  },
  {
    cue: '\\bget (the |my |our |all the )?(stuff|files|photos|pictures|data|documents) (off|back)\\b',
    family: 'data recovery',
  },
  {
    cue: '\\b(one|a shared|a generic|a single|a new|another) (email )?address\\b',
    family: 'email account setup',
  },
  {
    cue: '\\b(phishing|fishing) (training|course|tests?|awareness|simulations?)\\b',
    family: 'security awareness training',
  },
  {
    cue: '\\bput (the |a |an )?[\\w ]{0,25}\\b(program|software|app|application)\\b.{0,20}\\bon\\b',
    family: 'software installation',
  },
  { cue: '\\b(more (ram|memory)|ram|memory upgrade|ssd)\\b', family: 'hardware upgrade ram ssd' },
  {
    // The version a computer runs ('its windows 10') describes it; the upgrade is asked by its act or its target.
    cue: '\\bwindows upgrade\\b|\\bupgrad\\w*\\b.{0,20}\\bwindows\\b|\\b(to|about|onto) windows 11\\b|\\b(still|stuck) on windows\\b|\\bend of (support|life)\\b',
    family: 'windows upgrade',
  },
];

/**
 * Any trade: asking someone to look at a thing and find what is wrong is asking for the catalog's diagnostic,
 * whatever general word names it (inspection, assessment, diagnostic, evaluation).
 */
const ANY_TRADE: SymptomFamily[] = [
  {
    cue: "\\b(take|have|get) a look\\b|\\b(needs?|come|to) (to )?look at\\b|\\bneeds? to look\\b|\\bwhat(?:'?s| is) (causing|wrong|going on)\\b|\\bfigure (it |that |this )?out\\b|\\bfind out (why|what)\\b|\\bdiagnos\\w*|\\btrack down\\b",
    family: 'inspection assessment diagnostic evaluation',
  },
  {
    // Wanting a thing gone is asking for its removal.
    cue: '\\b(ha(s|ve) (got )?to go|get rid of|take (it|them|that|those) (down|off|out)|(is|are) coming (down|off)|tear (it |them )?(out|off|down)|rip (it |them )?(out|off))\\b',
    family: 'removal',
  },
];

export const SYMPTOM_FAMILIES: readonly SymptomFamily[] = [
  ...HOME,
  ...AUTO,
  ...LANDSCAPING,
  ...IT,
  ...ANY_TRADE,
];
