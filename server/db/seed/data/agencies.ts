import { EXPERIMENTS, type ExperimentKey, type FEATURE_FLAGS } from '../../../../src/contract/catalog.ts'
import type { StateCode } from '../../../../src/contract/states.ts'

type FeatureFlag = (typeof FEATURE_FLAGS)[number]

export type AgencyDefinition = {
  name: string
  stateCode: StateCode
  integration: string | null
  allowAgencyPortalBooking: boolean
  isServiceReportsAutoOwnerEmailAllowed: boolean
  releaseStage: 'beta' | 'internal' | 'external'
  helpPhone: string
  /** The domain its staff emails use. */
  emailDomain: string
  /** Whether the domain is configured for sending (an agency_email_domains row). */
  configuredDomain: boolean
  /**
   * More sending domains beside emailDomain (issue 17): one whose set-up page is not known yet (setupUrl
   * null), so the "not set up yet" message lists only the links that exist.
   */
  extraEmailDomains?: { domain: string; setupUrl: string | null; emailAccounts: string[] }[]
  propertyManagerCount: number
  keyLocations: string[]
  /** Experiments switched on; the others get a row with enabled false. */
  experiments: ExperimentKey[]
  /** Feature flags switched on besides AgencyCompliancePortalAccess and those following the experiments. */
  extraFlags: FeatureFlag[]
}

export const DEMO_AGENCIES: readonly AgencyDefinition[] = [
  {
    name: 'Harbour & Co Property',
    stateCode: 'NSW',
    integration: 'PropertyTree',
    allowAgencyPortalBooking: true,
    isServiceReportsAutoOwnerEmailAllowed: true,
    releaseStage: 'external',
    helpPhone: '1300 552 214',
    emailDomain: 'harbourco.com.au',
    configuredDomain: true,
    propertyManagerCount: 5,
    keyLocations: ['Level 3, 88 George Street, The Rocks NSW 2000', 'Shop 2, 15 Military Road, Neutral Bay NSW 2089'],
    experiments: ['portfolio-mirroring', 'agency-entry-method', 'property-details', 'property-request-enrolment'],
    extraFlags: ['CorporateDashboard'],
  },
  {
    name: 'Bayside Rentals',
    stateCode: 'VIC',
    integration: null,
    allowAgencyPortalBooking: false,
    isServiceReportsAutoOwnerEmailAllowed: false,
    releaseStage: 'external',
    helpPhone: '1300 000 000',
    emailDomain: 'baysiderentals.com.au',
    configuredDomain: true,
    propertyManagerCount: 4,
    keyLocations: [
      '214 Bay Street, Brighton VIC 3186',
      'Shop 1, 45 Hampton Street, Hampton VIC 3188',
      '8 Station Street, Sandringham VIC 3191',
    ],
    experiments: ['problem-register', 'property-details', 'advanced-analytics', 'download-email'],
    extraFlags: [],
  },
  {
    name: 'Sunshine Coast Realty',
    stateCode: 'QLD',
    integration: 'Console Cloud',
    allowAgencyPortalBooking: true,
    isServiceReportsAutoOwnerEmailAllowed: true,
    releaseStage: 'beta',
    helpPhone: '1300 000 000',
    emailDomain: 'sunshinecoastrealty.com.au',
    configuredDomain: true,
    extraEmailDomains: [{ domain: 'scrholidays.com.au', setupUrl: null, emailAccounts: ['stays@scrholidays.com.au'] }],
    propertyManagerCount: 6,
    keyLocations: ['12 First Avenue, Maroochydore QLD 4558', 'Shop 4, 31 Brisbane Road, Mooloolaba QLD 4557'],
    experiments: ['problem-register', 'agency-entry-method', 'advanced-analytics', 'download-email'],
    extraFlags: ['OverrideBookableServices'],
  },
  {
    name: 'Southern Cross Estates',
    stateCode: 'VIC',
    integration: 'PropertyMe',
    allowAgencyPortalBooking: true,
    isServiceReportsAutoOwnerEmailAllowed: true,
    releaseStage: 'internal',
    helpPhone: '1300 000 000',
    emailDomain: 'southerncrossestates.com.au',
    configuredDomain: false,
    propertyManagerCount: 3,
    keyLocations: ['Level 1, 120 Chapel Street, Prahran VIC 3181', '77 High Street, Preston VIC 3072'],
    experiments: [
      'problem-register',
      'portfolio-mirroring',
      'property-details',
      'property-request-enrolment',
      'download-email',
    ],
    extraFlags: ['CorporateDashboard', 'ManualComplianceDataCapture'],
  },
  {
    name: 'Swan River Realty',
    stateCode: 'WA',
    integration: 'Rest Professional',
    allowAgencyPortalBooking: false,
    isServiceReportsAutoOwnerEmailAllowed: true,
    releaseStage: 'external',
    helpPhone: '1300 000 000',
    emailDomain: 'swanriverrealty.com.au',
    configuredDomain: false,
    propertyManagerCount: 3,
    keyLocations: ['Suite 5, 140 Hay Street, Subiaco WA 6008', '22 Market Street, Fremantle WA 6160'],
    experiments: ['portfolio-mirroring', 'agency-entry-method', 'advanced-analytics'],
    extraFlags: ['ManualComplianceDataCapture'],
  },
]

/** The extra agency that holds the large benchmark data set (`largeAgencyProperties`). */
export const BENCHMARK_AGENCY: AgencyDefinition = {
  name: 'Benchmark Realty',
  stateCode: 'VIC',
  integration: 'PropertyMe',
  allowAgencyPortalBooking: true,
  isServiceReportsAutoOwnerEmailAllowed: true,
  releaseStage: 'internal',
  helpPhone: '1300 000 000',
  emailDomain: 'benchmarkrealty.com.au',
  configuredDomain: true,
  propertyManagerCount: 12,
  keyLocations: ['Level 8, 500 Collins Street, Melbourne VIC 3000', '15 Koornang Road, Carnegie VIC 3163'],
  experiments: [...EXPERIMENTS],
  extraFlags: ['CorporateDashboard'],
}

/** Feature flags that follow an experiment's switch. */
export const FLAG_OF_EXPERIMENT: Record<ExperimentKey, FeatureFlag> = {
  'problem-register': 'ProblemRegister',
  'portfolio-mirroring': 'PortfolioMirroring',
  'agency-entry-method': 'AgencyEntryMethod',
  'property-details': 'PropertyDetails',
  'advanced-analytics': 'AdvancedAnalytics',
  'property-request-enrolment': 'PropertyRequestEnrolmentV1',
  'download-email': 'DownloadEmail',
}
