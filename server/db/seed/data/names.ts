/** Names and address parts for realistic Australian demo data (text blocks keep the formatter compact). */

function list(block: string): string[] {
  return block
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

export const FIRST_NAMES = list(`
  Olivia, Charlotte, Amelia, Isla, Mia, Ava, Grace, Chloe, Sophie, Emily, Ruby, Zoe, Harper, Matilda, Ella,
  Lily, Evie, Sienna, Willow, Georgia, Hannah, Jessica, Sarah, Lauren, Rebecca, Megan, Priya, Aisha, Mei,
  Linh, Anh, Fatima, Leila, Yasmin, Ngaire, Aroha, Jack, Oliver, Noah, William, Thomas, James, Lucas, Henry,
  Charlie, Leo, Lachlan, Cooper, Hudson, Max, Harrison, Samuel, Liam, Ethan, Joshua, Daniel, Benjamin, Ryan,
  Matthew, Nathan, Mitchell, Brendan, Darren, Craig, Rajesh, Arjun, Vikram, Wei, Jun, Minh, Duc, Omar, Ahmed,
  Mohammed, Giorgos, Nikos, Marco, Luca, Sione, Tane, Declan, Callum, Angus, Fergus
`)

export const LAST_NAMES = list(`
  Smith, Jones, Williams, Brown, Wilson, Taylor, Johnson, White, Martin, Anderson, Thompson, Nguyen, Tran,
  Le, Pham, Walker, Harris, Lee, Ryan, Robinson, Kelly, King, Davis, Wright, Evans, Roberts, Green, Hall,
  Wood, Jackson, Clarke, Patel, Singh, Sharma, Kaur, Chen, Wang, Li, Zhang, Liu, Huang, Wu, Kim, Park,
  Papadopoulos, Nikolaidis, Rossi, Russo, Romano, Costa, Ferrari, O'Brien, O'Connor, Murphy, McDonald,
  Campbell, Stewart, Morrison, Fraser, Hughes, Edwards, Mitchell, Turner, Phillips, Parker, Collins, Cooper,
  Ward, Morris, Baker, Bell, Murray, Hill, Scott, Young, Watson, Bennett, Gray, Hunt, Russell, Lloyd, Fletcher,
  Horvat, Kowalski, Novak, Haddad, Khoury, Rahman, Hussain, Ali, Okafor, Mensah, Fernando, Perera, Silva,
  Santos, Reyes, Cruz, Tanaka, Sato, Ngata, Walsh, Doyle, Byrne, Gallagher
`)

export const STREET_NAMES = list(`
  High, Church, Station, Park, Victoria, Albert, King, Queen, George, William, Elizabeth, Bay, Beach, Ocean,
  Railway, Bridge, Mill, School, Hill, Main, Grey, Pitt, Collins, Chapel, Glenferrie, Burke, Punt, Sydney,
  Lygon, Nicholson, Brunswick, Smith, Johnston, Gertrude, Rose, Napier, Wellington, Cambridge, Oxford,
  Raglan, Nelson, Wattle, Banksia, Acacia, Waratah, Jacaranda, Bottlebrush, Grevillea, Kurrajong, Ironbark,
  Boronia, Myrtle, Hawthorn, Orrong, Kooyong, Toorak, Balaclava, Inkerman, Alma, Tennyson, Shakespeare,
  Byron, Marine, Esplanade, Harbour, Seaview, Ridge, Valley, Forest, Lake, River, Creek, Spring, Sunset,
  Coronation, Jubilee, Federation, Anzac, Gallipoli, Bourke, Macquarie, Flinders, Cook, Hume, Sturt, Stirling,
  Lonsdale, Musgrave, Canning, Moreton, Brisbane, Logan, Mooloolaba, Alexandra, Ocean View, Point
`)

export const STREET_TYPES = list(`
  Street, Street, Street, Road, Road, Avenue, Avenue, Parade, Crescent, Court, Place, Drive, Lane, Terrace,
  Grove, Close, Way, Boulevard, Circuit, Highway
`)

export const EMAIL_PROVIDERS = list(
  `gmail.com, outlook.com, hotmail.com, bigpond.com, icloud.com, yahoo.com.au, optusnet.com.au`,
)

export const SALUTATIONS = list(`Mr, Mrs, Ms, Dr, Mr & Mrs, Miss`)

export const PROVIDER_COMPANY_NAMES = list(`
  Alarm Safe Services, Smoke Alarm Solutions, SafeHome Compliance, Rapid Response Electrical, Sparkright Electrical,
  Bright Spark Electricians, GasSafe Plumbing, Blue Flame Gas Services, HeatCheck Plumbing & Gas,
  Compliance Co, Total Property Compliance, Secure Rental Safety, Apex Fire & Safety, Guardian Alarm Services,
  Coastal Plumbing Group, Metro Electrical Contractors, Landlord Safety Checks, Blinds Safe Australia,
  Water Wise Plumbing, Switched On Electrical
`)

/** Realistic findings per service code, with an appliance name and a location. */
/** The reported-findings 'wizard' case's dismissed finding: its own title tells the case apart in any state. */
export const WIZARD_DISMISSED_TITLE = 'Access to the appliance blocked by stored furniture'

export const FINDINGS: Record<string, readonly [string, string, string][]> = {
  SMOKE: [
    ['Smoke alarm past its 10-year expiry', 'Photoelectric smoke alarm', 'Hallway'],
    ['Smoke alarm missing from bedroom', 'Smoke alarm', 'Bedroom 2'],
    ['Alarms not interconnected', 'Hardwired smoke alarm', 'Living room'],
    ['Ionisation alarm must be replaced with photoelectric', 'Ionisation smoke alarm', 'Upstairs landing'],
    ['Smoke alarm removed by occupant', 'Smoke alarm', 'Kitchen'],
  ],
  GAS: [
    ['Gas heater failed carbon monoxide spillage test', 'Space heater', 'Lounge room'],
    ['Cooktop flame failure device faulty', 'Gas cooktop', 'Kitchen'],
    ['Ducted heater heat exchanger cracked', 'Ducted gas heater', 'Roof space'],
    ['Hot water unit flue not compliant', 'Gas hot water unit', 'External wall'],
  ],
  ELECTRICAL: [
    ['Switchboard has no RCD protection on power circuits', 'Switchboard', 'Garage'],
    ['Damaged power point', 'Double power point', 'Bedroom 1'],
    ['Exposed wiring at light fitting', 'Light fitting', 'Laundry'],
    ['Rewireable fuses should be replaced', 'Fuse board', 'Front porch'],
  ],
  BLINDS: [
    ['Corded blind without tension device', 'Roller blind', 'Bedroom 3'],
    ['Loose cord within reach of children', 'Venetian blind', 'Living room'],
  ],
  WATER: [
    ['Shower head flow exceeds 9 litres per minute', 'Shower head', 'Bathroom'],
    ['Leaking kitchen mixer tap', 'Mixer tap', 'Kitchen'],
  ],
  RCD: [
    ['Safety switch failed trip-time test', 'RCD', 'Meter box'],
    ['No safety switch on lighting circuit', 'Switchboard', 'Garage'],
  ],
}
