import { assign, fromPromise, setup } from 'xstate'
import type {
  Address,
  AddressParts,
  AddressSearchResult,
  CreateAddressBody,
  CreatedAddress,
} from '../../contract/addresses.ts'
import {
  type CreationDetails,
  ENROLMENT_V1_PAYLOAD_V1,
  type EnrolmentV1PayloadBody,
  isSupportedPayloadVersion,
  isWorkflowUsable,
  legacyJobOrderHref,
  PROPERTY_REQUEST_TEXTS,
  type PreflightWorkflows,
  type PropertyRequest,
  type PropertyRequestWorkflow,
  type StateWorkflow,
} from '../../contract/property-requests.ts'

/**
 * The property request creator's statechart (property-operations §2 "Property request creation modal", §4
 * "Property request creator", §8, §9). The spec's states: idle, selectAddress, createAddress,
 * getExistingFullAddress, loadPreflightWorkflows, selectWorkflow, createPropertyRequest, editPropertyRequest,
 * fatalError; CLOSE (a confirmation unless disabled) and FORCE_CLOSE (back to idle).
 *
 * The server calls are injected actors (`machine.provide`), so it is tested without HTTP, and the legacy
 * job-order page is reached through the injected action `navigateToLegacyPage`.
 *
 * Decided where the spec is loose:
 * - The modal's steps map onto the states: the requesting agency is asked inside loadPreflightWorkflows
 *   (selectAgency, only when the user has more than one agency), "confirm request" is selectWorkflow.confirm.
 * - Continuing a draft (the /work-order page) opens straight at editPropertyRequest, whose load checks the
 *   request's workflow: none → "This property request has not been assigned a workflow yet."; no version this
 *   app supports → "Workflow selected has no supported payload versions by this app". Both are fatal.
 * - A failed load (address, preflight, request) is fatal with the server's text; a failed write (new address,
 *   create, save, submit) stays on its step with the server's text, keeping what the user typed.
 * - The machine is back in idle when the modal should close: FORCE_CLOSE, a confirmed CLOSE, CLOSE with the
 *   confirmation disabled, and after handing over to the legacy page. fatalError is final (the actor is done).
 */

export const CREATOR_TEXTS = {
  noWorkflowYet: PROPERTY_REQUEST_TEXTS.noWorkflow,
  unsupportedPayload: PROPERTY_REQUEST_TEXTS.noSupportedPayloadVersion,
  noWorkflows: 'No request types are available for this address.',
} as const

export type Agency = { id: number; name: string }

/** Where the creator starts (idle → OPEN). */
export type CreatorStart =
  /** 'New work order' (no property), or 'Enrol' on a new management with its address as the search text. */
  | { kind: 'address'; query?: string; agencyPortfolioPropertyId?: number }
  /** 'Request service' on a property: the address step is skipped. */
  | { kind: 'property'; compliancePropertyId: number; fullAddress: string }
  /** Continue editing a draft request. */
  | { kind: 'request'; propertyRequestId: number }

/** An address the type-ahead offered: the agency's property there, else the provider's known address. */
export type KnownAddress = Pick<AddressSearchResult, 'complianceAddressId' | 'compliancePropertyId' | 'fullAddress'>

/** The agency's property at the address when it has one (§3 existing-property), else the known address. */
export function creationDetailsOf(
  address: Pick<Address, 'complianceAddressId' | 'compliancePropertyId'>,
): CreationDetails {
  return address.compliancePropertyId !== null
    ? { type: 'existing-property', compliancePropertyId: address.compliancePropertyId }
    : { type: 'existing-address', complianceAddressId: address.complianceAddressId }
}

/** A request loaded for editing: the request and where it is in its workflow. */
export type LoadedRequest = { request: PropertyRequest; workflow: PropertyRequestWorkflow }

/** A failed call's text and, for a 400, the messages per field. */
export class CreatorCallError extends Error {
  override name = 'CreatorCallError'
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Request failed')
const fieldErrorsOf = (error: unknown) => (error instanceof CreatorCallError ? error.fieldErrors : {})

/** Workflows this app can carry on with: ENROLMENT_V1_PAYLOAD_V1, or the legacy page (§4). */
export function usableWorkflows(workflows: readonly StateWorkflow[]): StateWorkflow[] {
  return workflows.filter(isWorkflowUsable)
}

/** The legacy job-order page of a workflow, with the requesting agency's id (§4) and what it is about. */
export function legacyHrefOf(workflow: StateWorkflow, context: CreatorContext): string {
  return legacyJobOrderHref(workflow.legacyJobOrderUrl ?? '/JobOrders/add', {
    agencyId: context.agencyId,
    address: context.address?.fullAddress ?? null,
    compliancePropertyId: context.address?.compliancePropertyId ?? null,
    agencyPortfolioPropertyId: context.agencyPortfolioPropertyId,
  })
}

export type CreatorInput = {
  /** The session's agency: the requesting agency unless the user picks another of theirs. */
  agencyId: number
  /** The user's agencies; the requesting agency is asked only when there is more than one. */
  agencies?: readonly Agency[]
  /** CLOSE closes at once instead of asking. */
  closeConfirmationDisabled?: boolean
}

export type CreatorContext = {
  agencyId: number
  agencies: readonly Agency[]
  closeConfirmationDisabled: boolean
  showCloseConfirmation: boolean
  start: CreatorStart | null
  /** The type-ahead's starting text (a new management's address, or what the user typed before manual entry). */
  addressQuery: string
  agencyPortfolioPropertyId: number | null
  knownAddress: KnownAddress | null
  /** The parts prefilled into the manual form (GET /v1/address/parts). */
  addressParts: AddressParts | null
  /** The address entered by hand, kept to enter it again for another requesting agency (its token is per agency). */
  manualAddress: CreateAddressBody | null
  address: Address | null
  creationDetails: CreationDetails | null
  /** The requesting agency was chosen (or there was nothing to choose). */
  agencyChosen: boolean
  /** The requesting agency as the preflight answered. */
  agencyName: string | null
  workflows: StateWorkflow[]
  workflow: StateWorkflow | null
  propertyRequestId: number | null
  request: PropertyRequest | null
  /** The request's workflow state; its version is sent with each save and the submit. */
  requestWorkflow: PropertyRequestWorkflow | null
  /** The payload last sent (SAVE / SUBMIT). */
  payload: EnrolmentV1PayloadBody | null
  /** The last failed write's text (shown on its step), and a 400's messages per field. */
  error: string | null
  fieldErrors: Record<string, string[]>
  /** fatalError's text. */
  fatal: string | null
  /** The request was submitted. */
  submitted: boolean
}

export type CreatorEvent =
  | { type: 'OPEN'; start: CreatorStart }
  | { type: 'SELECT_ADDRESS'; address: KnownAddress }
  | { type: 'ENTER_ADDRESS_MANUALLY'; text?: string }
  | { type: 'SUBMIT_ADDRESS'; address: CreateAddressBody }
  | { type: 'SELECT_AGENCY'; agencyId: number }
  | { type: 'SELECT_WORKFLOW'; stateWorkflowId: number }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'SAVE'; payload: EnrolmentV1PayloadBody }
  | { type: 'SUBMIT'; payload: EnrolmentV1PayloadBody }
  | { type: 'CLOSE' }
  | { type: 'HIDE_CLOSE_CONFIRMATION' }
  | { type: 'FORCE_CLOSE' }

export type PreflightInput = {
  agencyId: number
  creationDetails: CreationDetails
  /** Set when the address was entered by hand: a switch of agency enters it again for the new token. */
  manualAddress: CreateAddressBody | null
}
/** The preflight's answer, with the creation details the request goes on with (a new token after a switch). */
export type PreflightResult = PreflightWorkflows & { creationDetails?: CreationDetails }
export type CreateInput = {
  creationDetails: CreationDetails
  stateWorkflowId: number
  payloadVersionId: string
  agencyPortfolioPropertyId: number | null
}
export type PayloadInput = { propertyRequestId: number; version: number; payload: EnrolmentV1PayloadBody }

const initialContext = (input: CreatorInput): CreatorContext => ({
  agencyId: input.agencyId,
  agencies: input.agencies ?? [],
  closeConfirmationDisabled: input.closeConfirmationDisabled ?? false,
  showCloseConfirmation: false,
  start: null,
  addressQuery: '',
  agencyPortfolioPropertyId: null,
  knownAddress: null,
  addressParts: null,
  manualAddress: null,
  address: null,
  creationDetails: null,
  agencyChosen: false,
  agencyName: null,
  workflows: [],
  workflow: null,
  propertyRequestId: null,
  request: null,
  requestWorkflow: null,
  payload: null,
  error: null,
  fieldErrors: {},
  fatal: null,
  submitted: false,
})

/** An actor the app must provide (machine.provide); unprovided it fails, which a test would see. */
function notProvided<Output, Input>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${name} not provided`)
  })
}

export const creatorMachine = setup({
  types: {
    context: {} as CreatorContext,
    events: {} as CreatorEvent,
    input: {} as CreatorInput,
  },
  actors: {
    getExistingFullAddress: notProvided<Address, KnownAddress>('getExistingFullAddress'),
    getAddressParts: notProvided<AddressParts, { text: string }>('getAddressParts'),
    createAddress: notProvided<CreatedAddress, CreateAddressBody>('createAddress'),
    loadPreflightWorkflows: notProvided<PreflightResult, PreflightInput>('loadPreflightWorkflows'),
    createPropertyRequest: notProvided<PropertyRequest, CreateInput>('createPropertyRequest'),
    loadPropertyRequest: notProvided<LoadedRequest, { propertyRequestId: number }>('loadPropertyRequest'),
    savePayload: notProvided<PropertyRequestWorkflow, PayloadInput>('savePayload'),
    submitPropertyRequest: notProvided<PropertyRequestWorkflow, PayloadInput>('submitPropertyRequest'),
  },
  actions: {
    /** Leaves for the legacy job-order page (provided by the app: a full page load). */
    navigateToLegacyPage: (_, _params: { href: string }) => {},
    /** Told after a create, save or submit, so the request's page and lists are read again. */
    requestChanged: (_, _params: { propertyRequestId: number }) => {},
    clearError: assign({ error: null, fieldErrors: {} }),
    reset: assign(({ context }) =>
      initialContext({
        agencyId: context.agencyId,
        agencies: context.agencies,
        closeConfirmationDisabled: context.closeConfirmationDisabled,
      }),
    ),
    pickWorkflow: assign(({ context }, params: { stateWorkflowId: number }) => ({
      workflow: context.workflows.find((w) => w.id === params.stateWorkflowId) ?? null,
      error: null,
    })),
  },
  guards: {
    startsAtProperty: ({ event }) => event.type === 'OPEN' && event.start.kind === 'property',
    startsAtRequest: ({ event }) => event.type === 'OPEN' && event.start.kind === 'request',
    confirmationDisabled: ({ context }) => context.closeConfirmationDisabled || context.submitted,
    // A given property is the session agency's: only an address can be requested by another agency.
    canChooseAgency: ({ context }) => context.agencies.length > 1 && context.start?.kind === 'address',
    mustChooseAgency: ({ context }) =>
      !context.agencyChosen && context.agencies.length > 1 && context.start?.kind === 'address',
    oneWorkflow: ({ context }) => context.workflows.length === 1,
    noWorkflows: ({ context }) => context.workflows.length === 0,
    pickedLegacy: ({ context }) => context.workflow?.useLegacyJobOrderPage === true,
    pickedKnown: ({ context }) => context.workflow !== null,
    startedWithAddressStep: ({ context }) => context.start?.kind === 'address',
  },
}).createMachine({
  id: 'propertyRequestCreator',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    CLOSE: [
      { guard: 'confirmationDisabled', target: '.idle', actions: 'reset' },
      { actions: assign({ showCloseConfirmation: true }) },
    ],
    HIDE_CLOSE_CONFIRMATION: { actions: assign({ showCloseConfirmation: false }) },
    FORCE_CLOSE: { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {
      // Nothing is open: closing does nothing.
      on: {
        CLOSE: {},
        FORCE_CLOSE: {},
        OPEN: [
          {
            guard: 'startsAtRequest',
            target: 'editPropertyRequest',
            actions: assign(({ event }) => ({
              start: event.start,
              propertyRequestId: event.start.kind === 'request' ? event.start.propertyRequestId : null,
            })),
          },
          {
            guard: 'startsAtProperty',
            target: 'loadPreflightWorkflows',
            actions: assign(({ event }) =>
              event.start.kind === 'property'
                ? {
                    start: event.start,
                    creationDetails: {
                      type: 'existing-property',
                      compliancePropertyId: event.start.compliancePropertyId,
                    } as const,
                  }
                : {},
            ),
          },
          {
            target: 'selectAddress',
            actions: assign(({ event }) =>
              event.start.kind === 'address'
                ? {
                    start: event.start,
                    addressQuery: event.start.query ?? '',
                    agencyPortfolioPropertyId: event.start.agencyPortfolioPropertyId ?? null,
                  }
                : {},
            ),
          },
        ],
      },
    },

    selectAddress: {
      entry: assign({
        address: null,
        creationDetails: null,
        knownAddress: null,
        manualAddress: null,
        workflows: [],
        workflow: null,
        agencyChosen: false,
      }),
      on: {
        SELECT_ADDRESS: {
          target: 'getExistingFullAddress',
          actions: assign(({ event }) => ({ knownAddress: event.address, error: null })),
        },
        ENTER_ADDRESS_MANUALLY: {
          target: 'createAddress',
          actions: assign(({ context, event }) => ({
            addressQuery: event.text ?? context.addressQuery,
            addressParts: null,
            error: null,
            fieldErrors: {},
          })),
        },
      },
    },

    createAddress: {
      initial: 'prefill',
      on: { BACK: { target: 'selectAddress', actions: 'clearError' } },
      states: {
        prefill: {
          always: { guard: ({ context }) => context.addressQuery.trim() === '', target: 'editing' },
          invoke: {
            src: 'getAddressParts',
            input: ({ context }) => ({ text: context.addressQuery.trim() }),
            onDone: { target: 'editing', actions: assign({ addressParts: ({ event }) => event.output }) },
            // The prefill is a help only: without it the user types the parts.
            onError: { target: 'editing' },
          },
        },
        editing: {
          on: {
            SUBMIT_ADDRESS: {
              target: 'saving',
              actions: ['clearError', assign({ manualAddress: ({ event }) => event.address })],
            },
          },
        },
        saving: {
          on: { CLOSE: {}, BACK: {} },
          invoke: {
            src: 'createAddress',
            input: ({ context }) => context.manualAddress as CreateAddressBody,
            onDone: {
              target: '#propertyRequestCreator.loadPreflightWorkflows',
              actions: assign(({ event }) => ({
                address: event.output.address,
                creationDetails: { type: 'new-address', creationToken: event.output.creationToken } as const,
              })),
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({
                error: messageOf(event.error),
                fieldErrors: fieldErrorsOf(event.error),
              })),
            },
          },
        },
      },
    },

    getExistingFullAddress: {
      on: { CLOSE: {} },
      invoke: {
        src: 'getExistingFullAddress',
        input: ({ context }) => context.knownAddress as KnownAddress,
        onDone: {
          target: 'loadPreflightWorkflows',
          actions: assign(({ event }) => ({
            address: event.output,
            creationDetails: creationDetailsOf(event.output),
          })),
        },
        onError: { target: 'fatalError', actions: assign({ fatal: ({ event }) => messageOf(event.error) }) },
      },
    },

    loadPreflightWorkflows: {
      initial: 'start',
      states: {
        start: {
          always: [{ guard: 'mustChooseAgency', target: 'selectAgency' }, { target: 'loading' }],
        },
        selectAgency: {
          on: {
            SELECT_AGENCY: {
              target: 'loading',
              actions: assign(({ event }) => ({ agencyId: event.agencyId, agencyChosen: true })),
            },
            BACK: { target: '#propertyRequestCreator.selectAddress' },
          },
        },
        loading: {
          on: { CLOSE: {} },
          invoke: {
            src: 'loadPreflightWorkflows',
            input: ({ context }) => ({
              agencyId: context.agencyId,
              creationDetails: context.creationDetails as CreationDetails,
              manualAddress: context.manualAddress,
            }),
            onDone: {
              target: '#propertyRequestCreator.selectWorkflow',
              actions: assign(({ context, event }) => ({
                workflows: usableWorkflows(event.output.workflows),
                workflow: null,
                agencyChosen: true,
                agencyName: event.output.agency.name,
                address: event.output.address,
                creationDetails: event.output.creationDetails ?? context.creationDetails,
              })),
            },
            onError: {
              target: '#propertyRequestCreator.fatalError',
              actions: assign({ fatal: ({ event }) => messageOf(event.error) }),
            },
          },
        },
      },
    },

    selectWorkflow: {
      initial: 'start',
      states: {
        start: {
          always: [
            { guard: 'noWorkflows', target: 'none' },
            {
              // §4: exactly one workflow left is picked for the user.
              guard: 'oneWorkflow',
              target: 'picked',
              actions: assign(({ context }) => ({ workflow: context.workflows[0] ?? null })),
            },
            { target: 'choosing' },
          ],
        },
        none: {
          on: { BACK: { target: 'back' } },
        },
        choosing: {
          on: {
            SELECT_WORKFLOW: {
              target: 'picked',
              actions: { type: 'pickWorkflow', params: ({ event }) => ({ stateWorkflowId: event.stateWorkflowId }) },
            },
            BACK: { target: 'back' },
          },
        },
        picked: {
          always: [
            {
              guard: 'pickedLegacy',
              target: '#propertyRequestCreator.idle',
              actions: [
                {
                  type: 'navigateToLegacyPage',
                  params: ({ context }) => ({ href: legacyHrefOf(context.workflow as StateWorkflow, context) }),
                },
                'reset',
              ],
            },
            { guard: 'pickedKnown', target: 'confirm' },
            { target: 'choosing' },
          ],
        },
        confirm: {
          on: {
            CONFIRM: { target: '#propertyRequestCreator.createPropertyRequest', actions: 'clearError' },
            BACK: [
              { guard: 'oneWorkflow', target: 'back' },
              { target: 'choosing', actions: assign({ workflow: null, error: null }) },
            ],
          },
        },
        // Back from the request type: to the agency (when there was a choice), else to the address.
        back: {
          always: [
            {
              guard: 'canChooseAgency',
              target: '#propertyRequestCreator.loadPreflightWorkflows.selectAgency',
              actions: assign({ workflow: null, workflows: [], agencyChosen: false }),
            },
            { guard: 'startedWithAddressStep', target: '#propertyRequestCreator.selectAddress' },
            // Started at a property with one request type: nowhere further back.
            { target: 'confirm' },
          ],
        },
      },
    },

    createPropertyRequest: {
      on: { CLOSE: {} },
      invoke: {
        src: 'createPropertyRequest',
        input: ({ context }) => ({
          creationDetails: context.creationDetails as CreationDetails,
          stateWorkflowId: (context.workflow as StateWorkflow).id,
          payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
          agencyPortfolioPropertyId: context.agencyPortfolioPropertyId,
        }),
        onDone: {
          target: 'editPropertyRequest',
          actions: [
            assign({ propertyRequestId: ({ event }) => event.output.id, request: ({ event }) => event.output }),
            { type: 'requestChanged', params: ({ event }) => ({ propertyRequestId: event.output.id }) },
          ],
        },
        // Nothing was created: back to the confirmation with the server's text, to try again.
        onError: {
          target: 'selectWorkflow.confirm',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },

    editPropertyRequest: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPropertyRequest',
            input: ({ context }) => ({ propertyRequestId: context.propertyRequestId as number }),
            onDone: [
              {
                guard: ({ event }) => event.output.workflow.stateWorkflow === null,
                target: '#propertyRequestCreator.fatalError',
                actions: assign({ fatal: CREATOR_TEXTS.noWorkflowYet, request: ({ event }) => event.output.request }),
              },
              {
                guard: ({ event }) => !isSupportedPayloadVersion(event.output.workflow.payloadVersionId),
                target: '#propertyRequestCreator.fatalError',
                actions: assign({
                  fatal: CREATOR_TEXTS.unsupportedPayload,
                  request: ({ event }) => event.output.request,
                }),
              },
              {
                target: 'editing',
                actions: assign(({ event }) => ({
                  request: event.output.request,
                  requestWorkflow: event.output.workflow,
                  address: event.output.request.address,
                  submitted: event.output.workflow.state !== 'DRAFT',
                })),
              },
            ],
            onError: {
              target: '#propertyRequestCreator.fatalError',
              actions: assign({ fatal: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        editing: {
          on: {
            SAVE: { target: 'saving', actions: ['clearError', assign({ payload: ({ event }) => event.payload })] },
            SUBMIT: {
              target: 'submitting',
              actions: ['clearError', assign({ payload: ({ event }) => event.payload })],
            },
          },
        },
        saving: {
          on: { CLOSE: {} },
          invoke: {
            src: 'savePayload',
            input: ({ context }) => payloadInput(context),
            onDone: {
              target: 'saved',
              actions: [
                assign({ requestWorkflow: ({ event }) => event.output }),
                {
                  type: 'requestChanged',
                  params: ({ context }) => ({ propertyRequestId: context.propertyRequestId as number }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({
                error: messageOf(event.error),
                fieldErrors: fieldErrorsOf(event.error),
              })),
            },
          },
        },
        // Saved: the form stays, so the user can carry on and submit.
        saved: {
          on: {
            SAVE: { target: 'saving', actions: ['clearError', assign({ payload: ({ event }) => event.payload })] },
            SUBMIT: {
              target: 'submitting',
              actions: ['clearError', assign({ payload: ({ event }) => event.payload })],
            },
          },
        },
        submitting: {
          on: { CLOSE: {} },
          invoke: {
            src: 'submitPropertyRequest',
            input: ({ context }) => payloadInput(context),
            onDone: {
              target: 'submitted',
              actions: [
                assign({ submitted: true, requestWorkflow: ({ event }) => event.output }),
                {
                  type: 'requestChanged',
                  params: ({ context }) => ({ propertyRequestId: context.propertyRequestId as number }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({
                error: messageOf(event.error),
                fieldErrors: fieldErrorsOf(event.error),
              })),
            },
          },
        },
        submitted: {},
      },
    },

    fatalError: { type: 'final' },
  },
})

function payloadInput(context: CreatorContext): PayloadInput {
  return {
    propertyRequestId: context.propertyRequestId as number,
    version: context.requestWorkflow?.version ?? context.request?.version ?? 1,
    payload: context.payload as EnrolmentV1PayloadBody,
  }
}

export type CreatorMachine = typeof creatorMachine
