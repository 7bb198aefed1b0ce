/**
 * Real Australian suburbs with their postcodes, by state code. Kept as text blocks ("Name 1234" entries
 * separated by commas) so the formatter leaves the data compact.
 */
const RAW: Record<string, string> = {
  ACT: `
    Canberra 2601, Acton 2601, Braddon 2612, Turner 2612, Reid 2612, Campbell 2612, Ainslie 2602, Dickson 2602,
    Watson 2602, Lyneham 2602, O'Connor 2602, Belconnen 2617, Bruce 2617, Kingston 2604, Narrabundah 2604,
    Griffith 2603, Forrest 2603, Red Hill 2603, Barton 2600, Deakin 2600, Yarralumla 2600, Phillip 2606,
    Greenway 2900, Kambah 2902, Gungahlin 2912, Weston 2611, Holt 2615
  `,
  NSW: `
    Sydney 2000, The Rocks 2000, Ultimo 2007, Pyrmont 2009, Surry Hills 2010, Darlinghurst 2010,
    Alexandria 2015, Redfern 2016, Zetland 2017, Rosebery 2018, Mascot 2020, Paddington 2021, Bondi 2026,
    Bondi Beach 2026, Double Bay 2028, Rose Bay 2029, Randwick 2031, Coogee 2034, Maroubra 2035, Glebe 2037,
    Annandale 2038, Leichhardt 2040, Balmain 2041, Newtown 2042, Erskineville 2043, North Sydney 2060,
    Kirribilli 2061, Crows Nest 2065, Lane Cove 2066, Chatswood 2067, Hornsby 2077, Mosman 2088,
    Neutral Bay 2089, Cremorne 2090, Manly 2095, Dee Why 2099, Mona Vale 2103, Ryde 2112, Epping 2121,
    Ashfield 2131, Burwood 2134, Strathfield 2135, Westmead 2145, Blacktown 2148, Parramatta 2150,
    Baulkham Hills 2153, Castle Hill 2154, Liverpool 2170, Bankstown 2200, Marrickville 2204, Kogarah 2217,
    Hurstville 2220, Cronulla 2230, Sutherland 2232, Gosford 2250, Newcastle 2300, Wollongong 2500,
    Penrith 2750
  `,
  NT: `
    Darwin City 0800, Nightcliff 0810, Rapid Creek 0810, Casuarina 0810, Millner 0810, Coconut Grove 0810,
    Jingili 0810, Leanyer 0812, Karama 0812, Larrakeyah 0820, Stuart Park 0820, Fannie Bay 0820, Parap 0820,
    Palmerston City 0830, Durack 0830, Katherine 0850, Alice Springs 0870
  `,
  QLD: `
    Brisbane City 4000, Spring Hill 4000, New Farm 4005, Teneriffe 4005, Fortitude Valley 4006, Newstead 4006,
    Ascot 4007, Hamilton 4007, Albion 4010, Clayfield 4011, Nundah 4012, Redcliffe 4020, Windsor 4030,
    Chermside 4032, Kelvin Grove 4059, Red Hill 4059, Ashgrove 4060, The Gap 4061, Paddington 4064,
    Milton 4064, Toowong 4066, St Lucia 4067, Indooroopilly 4068, South Brisbane 4101, West End 4101,
    Woolloongabba 4102, Annerley 4103, Sunnybank 4109, Logan Central 4114, Holland Park 4121,
    Mount Gravatt 4122, Coorparoo 4151, Camp Hill 4152, Carindale 4152, Capalaba 4157, Cleveland 4163,
    Kangaroo Point 4169, Morningside 4170, Bulimba 4171, Wynnum 4178, Manly 4179, Southport 4215,
    Surfers Paradise 4217, Broadbeach 4218, Burleigh Heads 4220, Palm Beach 4221, Coolangatta 4225,
    Robina 4226, Springfield Lakes 4300, Ipswich 4305, Toowoomba City 4350, Caboolture 4510,
    Townsville City 4810, Cairns City 4870, Beerwah 4519, Landsborough 4550, Caloundra 4551, Currimundi 4551,
    Golden Beach 4551, Pelican Waters 4551, Maleny 4552, Palmwoods 4555, Buderim 4556, Sippy Downs 4556,
    Mooloolaba 4557, Mountain Creek 4557, Maroochydore 4558, Kuluin 4558, Nambour 4560, Yandina 4561,
    Marcoola 4564, Twin Waters 4564, Tewantin 4565, Noosaville 4566, Noosa Heads 4567, Alexandra Headland 4572,
    Coolum Beach 4573, Peregian Beach 4573, Birtinya 4575, Buddina 4575, Minyama 4575, Warana 4575
  `,
  SA: `
    Adelaide 5000, North Adelaide 5006, Port Adelaide 5015, Semaphore 5019, Henley Beach 5022, Goodwood 5034,
    Marion 5043, Glenelg 5045, Brighton 5048, Unley 5061, Mitcham 5062, Parkside 5063, Burnside 5066,
    Norwood 5067, Kent Town 5067, Kensington 5068, Stepney 5069, Magill 5072, Walkerville 5081, Prospect 5082,
    Modbury 5092, Mawson Lakes 5095, Salisbury 5108, Elizabeth 5112, Hallett Cove 5158, Christies Beach 5165,
    Victor Harbor 5211, Mount Barker 5251
  `,
  TAS: `
    Hobart 7000, North Hobart 7000, West Hobart 7000, Battery Point 7004, Sandy Bay 7005, New Town 7008,
    Moonah 7009, Glenorchy 7010, Lindisfarne 7015, Bellerive 7018, Howrah 7018, Kingston 7050, Launceston 7250,
    Newstead 7250, Devonport 7310, Ulverstone 7315, Burnie 7320
  `,
  VIC: `
    Melbourne 3000, Southbank 3006, Docklands 3008, Footscray 3011, Yarraville 3013, Williamstown 3016,
    Altona 3018, Sunshine 3020, Werribee 3030, Point Cook 3030, Moonee Ponds 3039, Essendon 3040, Carlton 3053,
    Brunswick 3056, Coburg 3058, Craigieburn 3064, Fitzroy 3065, Collingwood 3066, Abbotsford 3067,
    Northcote 3070, Thornbury 3071, Preston 3072, Reservoir 3073, Epping 3076, Bundoora 3083, Heidelberg 3084,
    Kew 3101, Balwyn 3103, Doncaster 3108, Richmond 3121, Hawthorn 3122, Camberwell 3124, Box Hill 3128,
    Ringwood 3134, South Yarra 3141, Malvern 3144, Mount Waverley 3149, Glen Waverley 3150,
    Caulfield North 3161, Oakleigh 3166, Clayton 3168, Dandenong 3175, Prahran 3181, St Kilda 3182,
    Elwood 3184, Elsternwick 3185, Brighton 3186, Hampton 3188, Moorabbin 3189, Sandringham 3191,
    Cheltenham 3192, Mentone 3194, Mordialloc 3195, Frankston 3199, Bentleigh 3204, South Melbourne 3205,
    Albert Park 3206, Port Melbourne 3207, Geelong 3220, Ballarat Central 3350, Bendigo 3550, Berwick 3806,
    Cranbourne 3977
  `,
  WA: `
    Perth 6000, Northbridge 6003, East Perth 6004, West Perth 6005, Leederville 6007, Subiaco 6008,
    Nedlands 6009, Claremont 6010, Cottesloe 6011, Mosman Park 6012, Wembley 6014, Floreat 6014,
    Doubleview 6018, Innaloo 6018, Karrinyup 6018, Scarborough 6019, Duncraig 6023, Hillarys 6025,
    Joondalup 6027, Mount Lawley 6050, Maylands 6051, Inglewood 6052, Bayswater 6053, Midland 6056,
    Morley 6062, Victoria Park 6100, Armadale 6112, South Perth 6151, Como 6152, Applecross 6153,
    Canning Vale 6155, Fremantle 6160, South Fremantle 6162, Rockingham 6168, Mandurah 6210, Bunbury 6230
  `,
}

export type SuburbSeed = { name: string; postcode: string }

function parse(block: string): SuburbSeed[] {
  return block
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => ({ name: entry.slice(0, -5), postcode: entry.slice(-4) }))
}

export const SUBURBS_BY_STATE: Record<string, SuburbSeed[]> = Object.fromEntries(
  Object.entries(RAW).map(([code, block]) => [code, parse(block)]),
)

/** Sunshine Coast suburbs (postcodes 4519–4575): Sunshine Coast Realty mostly manages there. */
export function isSunshineCoast(postcode: string): boolean {
  const n = Number(postcode)
  return n >= 4519 && n <= 4575
}
