/** The demo sign-ins the seed creates (the server may print them at start). All share one password. */
export const DEMO_PASSWORD = 'demo1234'

export type DemoUser = {
  username: string
  password: string
  name: string
  email: string
  description: string
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'pm.vic',
    password: DEMO_PASSWORD,
    name: 'Olivia Bennett',
    email: 'olivia.bennett@baysiderentals.com.au',
    description: 'Property manager at Bayside Rentals (VIC) only; linked to her property manager record.',
  },
  {
    username: 'multi',
    password: DEMO_PASSWORD,
    name: 'Sam Nguyen',
    email: 'sam.nguyen@coastalgroup.com.au',
    description: 'Member of Bayside Rentals (VIC), Harbour & Co Property (NSW) and Sunshine Coast Realty (QLD).',
  },
  {
    username: 'master',
    password: DEMO_PASSWORD,
    name: 'Grace Whitfield',
    email: 'grace.whitfield@harbourco.com.au',
    description: 'Agency master user of Harbour & Co Property (NSW).',
  },
  {
    username: 'support',
    password: DEMO_PASSWORD,
    name: 'Jordan Ellis',
    email: 'support@complianceportal.com.au',
    description: 'Support staff: can impersonate other users; member of every agency.',
  },
  {
    username: 'new.pm',
    password: DEMO_PASSWORD,
    name: 'Priya Raman',
    email: 'priya.raman@southerncross.com.au',
    description: 'Property manager at Southern Cross Estates (VIC) who has not accepted the updated licence agreement.',
  },
]
