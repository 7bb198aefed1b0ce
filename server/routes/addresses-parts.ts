import { COMPLIANCE_STATES, type StateCode } from '../../src/contract/states.ts'

/** An address as typed, in parts; any part not found is null. */
export type TypedAddressParts = {
  line1: string | null
  suburb: string | null
  state: StateCode | null
  postcode: string | null
}

/** Street types as Australians write them, full and abbreviated (AS 4590), lower case, without a full stop. */
const STREET_TYPES = new Set(
  `street st road rd avenue ave av drive dr dve court ct crt place pl crescent cres cr close cl lane ln parade pde
  terrace tce boulevard blvd bvd highway hwy way grove gr gve circuit cct cir esplanade esp square sq parkway pkwy
  track trk walk rise mews row circle crcl loop gardens gdns green chase heights hts ridge rdg vista view link
  promenade prom quay strand bend glade retreat outlook`
    .split(/\s+/)
    .filter(Boolean),
)

const STATE_NAMES: Record<string, StateCode> = {
  'australian capital territory': 'ACT',
  'new south wales': 'NSW',
  'northern territory': 'NT',
  queensland: 'QLD',
  'south australia': 'SA',
  tasmania: 'TAS',
  victoria: 'VIC',
  'western australia': 'WA',
}
const STATE_CODES = new Set<string>(COMPLIANCE_STATES.map((s) => s.code))
const STATE_PATTERN = new RegExp(
  `(?:^|[\\s,])(${[...STATE_CODES, ...Object.keys(STATE_NAMES)].map((s) => s.replace(/ /g, '\\s+')).join('|')})$`,
  'i',
)

/** The state a postcode is in (Australia Post's ranges); null when it is none of them. */
export function stateOfPostcode(postcode: string): StateCode | null {
  const n = Number(postcode)
  if (!/^\d{4}$/.test(postcode)) return null
  if ((n >= 200 && n <= 299) || (n >= 2600 && n <= 2618) || (n >= 2900 && n <= 2920)) return 'ACT'
  if (n >= 800 && n <= 999) return 'NT'
  if (n >= 1000 && n <= 2999) return 'NSW'
  if ((n >= 3000 && n <= 3999) || (n >= 8000 && n <= 8999)) return 'VIC'
  if ((n >= 4000 && n <= 4999) || (n >= 9000 && n <= 9999)) return 'QLD'
  if (n >= 5000 && n <= 5999) return 'SA'
  if (n >= 6000 && n <= 6999) return 'WA'
  if (n >= 7000 && n <= 7999) return 'TAS'
  return null
}

const stateOf = (raw: string): StateCode | null => {
  const key = raw.toLowerCase().replace(/\s+/g, ' ')
  const upper = key.toUpperCase()
  return STATE_CODES.has(upper) ? (upper as StateCode) : (STATE_NAMES[key] ?? null)
}

const isStreetType = (token: string) => STREET_TYPES.has(token.toLowerCase().replace(/\.$/, ''))
const hasDigit = (token: string) => /\d/.test(token)
const titleCase = (text: string) =>
  text.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
const tidy = (text: string) => text.replace(/^[\s,]+|[\s,]+$/g, '').replace(/\s+/g, ' ')

/**
 * Where the street ends in a run of words without commas: after the first street type that follows a
 * number ("3/12 Smith St St Kilda" → 3; "12 The Grove Richmond" → 3). -1 when there is none.
 */
function streetEnd(tokens: string[]): number {
  for (let i = 1; i < tokens.length; i++) {
    if (isStreetType(tokens[i] as string) && tokens.slice(0, i - 1).some(hasDigit)) return i + 1
  }
  return -1
}

/** Splits line and suburb where the street ends; all line when it cannot tell. */
function splitStreet(text: string): { line: string; suburb: string | null } {
  const tokens = text.split(' ').filter(Boolean)
  const end = streetEnd(tokens)
  if (end < 0 || end >= tokens.length) return { line: text, suburb: null }
  return { line: tokens.slice(0, end).join(' '), suburb: tokens.slice(end).join(' ') }
}

/**
 * A free-text Australian address in parts, as it is usually written: "line1, suburb STATE postcode", with
 * or without the commas, state as code or name in any case, postcode and state in either order or missing
 * ("3/12 Smith St, Richmond VIC 3121", "unit 3 12 smith street richmond vic", "12 Smith St Richmond 3121").
 * A missing state is taken from the postcode.
 */
export function parseAustralianAddress(input: string): TypedAddressParts {
  let rest = tidy(input.replace(/[\s,]+australia$/i, ''))
  let postcode: string | null = null
  let state: StateCode | null = null
  for (let pass = 0; pass < 2; pass++) {
    const code = /(?:^|[\s,])(\d{4})$/.exec(rest)
    if (!postcode && code?.[1] && rest.length > code[1].length) {
      postcode = code[1]
      rest = tidy(rest.slice(0, -code[1].length))
      continue
    }
    const named = STATE_PATTERN.exec(rest)
    if (!state && named?.[1] && rest.length > named[1].length) {
      state = stateOf(named[1])
      rest = tidy(rest.slice(0, -named[1].length))
    }
  }
  state ??= postcode ? stateOfPostcode(postcode) : null

  const segments = rest.split(',').map(tidy).filter(Boolean)
  const last = segments.at(-1) ?? ''
  let line: string
  let suburb: string | null
  if (segments.length > 1 && !hasDigit(last) && !isStreetType(last.split(' ').at(-1) ?? '')) {
    // "line1, suburb": the suburb is the last part unless it looks like a street.
    line = segments.slice(0, -1).join(', ')
    suburb = last
  } else {
    const split = splitStreet(last)
    line = [...segments.slice(0, -1), split.line].filter(Boolean).join(', ')
    suburb = split.suburb
  }
  return {
    line1: line || null,
    suburb: suburb ? titleCase(suburb) : null,
    state,
    postcode,
  }
}
