/**
 * A labelled set of customer messages against the demo catalogs (server/src/seed/tenants): for each, the
 * services a person quoting it would pick, by name, with the quantity where the message says one.
 * Varied on purpose: typos, several services in one message, number words, units, and messages that
 * ask for nothing in the catalog. Written as customers write, not to suit the matcher.
 */

export interface LabelledMessage {
  tenant: 'acme' | 'bluewave';
  subject: string | null;
  body: string;
  /** [service name, quantity or null when the message gives none]. */
  expected: [string, number | null][];
}

export const LABELLED_MESSAGES: LabelledMessage[] = [
  // --- Acme Plumbing ---
  {
    tenant: 'acme',
    subject: null,
    body: 'Hi, we have 3 toilets that keep running in the office. Can you fix them this week?',
    expected: [['Toilet repair', 3]],
  },
  {
    tenant: 'acme',
    subject: 'Slow drains',
    body: 'Both bathroom sinks and the tub are draining really slowly. Need them cleared.',
    expected: [['Drain cleaning', null]],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'my kitchen faucit is dripping nonstop, can you replace it? I already bought a new one',
    expected: [['Faucet replacement', 1]],
  },
  {
    tenant: 'acme',
    subject: 'Grease trap',
    body: 'Our restaurant has two grease traps that need pumping out before the health inspection.',
    expected: [['Grease trap cleaning', 2]],
  },
  {
    tenant: 'acme',
    subject: 'Backflow test due',
    body: 'The city says our backflow preventer test is due. We have one device at the front of the building.',
    expected: [['Backflow testing', 1]],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'Water is pooling in the basement and the sump pump is not turning on. It is probably dead, please replace it.',
    expected: [['Sump pump replacement', 1]],
  },
  {
    tenant: 'acme',
    subject: 'Tankless heater quote',
    body: 'We would like to replace our old tank with a tankless water heater. Gas line is already in place.',
    expected: [['Tankless water heater install', 1]],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'How much to install a garbage disposal under the kitchen sink?',
    expected: [['Garbage disposal install', 1]],
  },
  {
    tenant: 'acme',
    subject: 'Hidden leak',
    body: 'Our water meter keeps spinning even with everything off. We think there is a leak somewhere in the walls. Can you do leak detection, probably about 2 hours?',
    expected: [['Leak detection', 2]],
  },
  {
    tenant: 'acme',
    subject: 'EMERGENCY',
    body: 'Pipe burst in the laundry room, water everywhere!! Need someone tonight. About 10 feet of copper pipe looks split.',
    expected: [
      ['Emergency call-out', 1],
      ['Pipe repair', 10],
    ],
  },
  {
    tenant: 'acme',
    subject: 'Restaurant maintenance',
    body: 'Please quote: grease trap cleaning, clearing the 4 floor drains in the kitchen, and a backflow test for our one device.',
    expected: [
      ['Grease trap cleaning', 1],
      ['Floor drain clearing', 4],
      ['Backflow testing', 1],
    ],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'The main sewer line keeps backing up. Could you run a camera down it and then hydro jet it if needed? Probably 2 hours of jetting.',
    expected: [
      ['Sewer camera inspection', 1],
      ['Hydro jetting', 2],
    ],
  },
  {
    tenant: 'acme',
    subject: 'Water heater',
    body: 'Our 50 gallon water heater is leaking from the tank. Looking for a replacement tank water heater installed.',
    expected: [['Tank water heater install', 1]],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'Can you flush our two water heaters? There is a lot of sediment and they make popping noises.',
    expected: [['Water heater flush', 2]],
  },
  {
    tenant: 'acme',
    subject: 'Hard water',
    body: 'Hard water spots on everything. Thinking about a water softner for the house. What do you charge to install one?',
    expected: [['Water softener install', 1]],
  },
  {
    tenant: 'acme',
    subject: 'New brewery',
    body: 'We are opening a brewery and need a commercial water heater installed, about 100 gallons.',
    expected: [['Commercial water heater install', 1]],
  },
  {
    tenant: 'acme',
    subject: 'Bathroom remodel',
    body: 'Remodeling two bathrooms. We need two faucets swapped for new ones we bought and the toilet in the guest bath repaired, it rocks and leaks at the base.',
    expected: [
      ['Faucet replacement', 2],
      ['Toilet repair', 1],
    ],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'Kitchen sink clogged again and the garbage disposal hums but does not spin. Replace the disposal and clear the drain please.',
    expected: [
      ['Garbage disposal install', 1],
      ['Drain cleaning', 1],
    ],
  },
  {
    tenant: 'acme',
    subject: 'Pre-purchase inspection',
    body: 'Buying an older house and want a sewer camera inspection of the lateral before we close.',
    expected: [['Sewer camera inspection', 1]],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'Replace roughly 25 linear feet of corroded PEX pipe under the crawl space.',
    expected: [['Pipe repair', 25]],
  },
  {
    tenant: 'acme',
    subject: 'Typo city',
    body: 'hi our toilit wont stop runing and the bathroom drian is clogd',
    expected: [
      ['Toilet repair', 1],
      ['Drain cleaning', 1],
    ],
  },
  {
    tenant: 'acme',
    subject: 'Laundromat drains',
    body: 'Floor drains by the washers overflow every weekend. There are six of them. Can you clear them?',
    expected: [['Floor drain clearing', 6]],
  },
  {
    tenant: 'acme',
    subject: 'Invoice question',
    body: 'Hi, I think we were billed twice for last month. Can you check invoice 2291 and send a corrected copy?',
    expected: [],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'Thanks again for the great job on Tuesday, the crew was very professional.',
    expected: [],
  },
  {
    tenant: 'acme',
    subject: 'Roof repair',
    body: 'Do you also fix roofs? We have shingles missing after the storm and a gutter hanging off.',
    expected: [],
  },
  {
    tenant: 'acme',
    subject: null,
    body: 'Are you hiring? My son is looking for an apprenticeship.',
    expected: [],
  },
  {
    tenant: 'acme',
    subject: 'Sump pump and leak',
    body: 'Sump pump failed during the storm. Also there is a leak in the ceiling under the upstairs bathroom we cannot find.',
    expected: [
      ['Sump pump replacement', 1],
      ['Leak detection', null],
    ],
  },

  // --- Bluewave Group ---
  {
    tenant: 'bluewave',
    subject: 'New hires',
    body: 'We have 5 new employees starting next month. Please set up their laptops and give them Microsoft 365 Business Premium licenses.',
    expected: [
      ['Workstation setup', 5],
      ['Microsoft 365 Business Premium', 5],
    ],
  },
  {
    tenant: 'bluewave',
    subject: null,
    body: 'The wifi in our warehouse is terrible. Probably need three more access points installed.',
    expected: [['Wi-Fi access point install', 3]],
  },
  {
    tenant: 'bluewave',
    subject: 'Firewall',
    body: 'Our firewall is end of life. Can you quote a new firewall setup?',
    expected: [['Firewall setup', 1]],
  },
  {
    tenant: 'bluewave',
    subject: 'Managed services',
    body: 'We are looking for helpdesk support for our twelve staff and monitoring for our two servers.',
    expected: [
      ['Helpdesk support', 12],
      ['Server monitoring', 2],
    ],
  },
  {
    tenant: 'bluewave',
    subject: 'Backups',
    body: 'We need offsite backup and disaster recovery for about 3 TB of data.',
    expected: [['Backup and disaster recovery', 3]],
  },
  {
    tenant: 'bluewave',
    subject: null,
    body: 'Can you do a security audit of our network? Insurance is asking for one.',
    expected: [['Security audit', 1]],
  },
  {
    tenant: 'bluewave',
    subject: 'Office move',
    body: 'Moving offices in June. We need 24 network drops run, a firewal configured and 4 wireless access points.',
    expected: [
      ['Network cabling', 24],
      ['Firewall setup', 1],
      ['Wi-Fi access point install', 4],
    ],
  },
  {
    tenant: 'bluewave',
    subject: 'Email migration',
    body: 'Migrating 15 mailboxes from GoDaddy email to Microsoft 365. Can you handle the email migration?',
    expected: [['Email migration', 15]],
  },
  {
    tenant: 'bluewave',
    subject: null,
    body: 'Our domain renewal is coming up and we want you to manage the DNS too.',
    expected: [['Domain and DNS management', 1]],
  },
  {
    tenant: 'bluewave',
    subject: 'Antivirus',
    body: 'We need antivirus on all 30 laptops, something managed with EDR.',
    expected: [['Endpoint security', 30]],
  },
  {
    tenant: 'bluewave',
    subject: 'Cloud server',
    body: 'Thinking of moving our accounting server to Azure. We would need a server migration and one Azure virtual machine.',
    expected: [
      ['Server migration', 1],
      ['Azure virtual machine hosting', 1],
    ],
  },
  {
    tenant: 'bluewave',
    subject: 'Onsite visit',
    body: 'Printer and two PCs acting up. Can a tech come onsite for about 3 hours on Friday?',
    expected: [['Onsite support', 3]],
  },
  {
    tenant: 'bluewave',
    subject: 'Office 365 admin',
    body: 'Could you take over the administration of our Office 365 tenant? We have 20 users and licensing is a mess.',
    expected: [['Microsoft 365 administration', 20]],
  },
  {
    tenant: 'bluewave',
    subject: null,
    body: 'need 2 workstaton setups for the front desk asap',
    expected: [['Workstation setup', 2]],
  },
  {
    tenant: 'bluewave',
    subject: 'Cabling',
    body: 'New conference room needs six cat6 network drops.',
    expected: [['Network cabling', 6]],
  },
  {
    tenant: 'bluewave',
    subject: 'Security',
    body: 'After a ransomware scare we want endpoint security on our 40 devices and a full security audit.',
    expected: [
      ['Endpoint security', 40],
      ['Security audit', 1],
    ],
  },
  {
    tenant: 'bluewave',
    subject: 'Server monitoring',
    body: 'Please add server monitoring for the three new servers in the data closet.',
    expected: [['Server monitoring', 3]],
  },
  {
    tenant: 'bluewave',
    subject: 'Re: Meeting',
    body: 'Sounds good, see you Thursday at 2pm at our office.',
    expected: [],
  },
  {
    tenant: 'bluewave',
    subject: 'Catering order',
    body: 'Hi, we would like to order sandwiches and coffee for 25 people for our event on Friday.',
    expected: [],
  },
  {
    tenant: 'bluewave',
    subject: null,
    body: 'Our receipt printer is jammed and we have a line out the door, is this something you can look at?',
    expected: [],
  },
  {
    tenant: 'bluewave',
    subject: 'Website redesign',
    body: 'We want a new logo and a redesigned website with online booking. Do you do web design?',
    expected: [],
  },
  {
    tenant: 'bluewave',
    subject: 'Helpdesk',
    body: 'Our 8 person team needs someone to call when things break. Remote help desk during office hours would be great.',
    expected: [['Helpdesk support', 8]],
  },
];
