import * as v from 'valibot'
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import {
  FINDING_TOASTS,
  type FindingWriteResult,
  type InformBody,
  informBodySchema,
  type ReportedFinding,
  type RequestQuoteBody,
  RequestQuoteBodySchema,
  SELECT_A_FINDING,
  type ThirdPartyResolutionBody,
  ThirdPartyResolutionBodySchema,
  type WizardFindings,
} from '../../../contract/reported-findings.ts'
import { eligible, type InformMode } from './finding-eligibility.ts'

/**
 * The reported-findings resolve wizard's statechart (property-operations §4 "Reported findings wizard", §5, §8).
 * Exactly the spec's states and events; the calls are injected actors and `invalidate` an injected action, so
 * it is tested without a browser and the app decides how writes travel (the outbox, offline).
 *
 * States: idle, loadReportedFindings, noReportedFindings, fatalError, selectResolutionMethod;
 * selectRequestQuoteItems → confirmRequestQuote → submit (the request-quote call) → quoteRequestComplete;
 * selectThirdPartyItems → thirdPartyResolutionForm → thirdPartyDisclaimer → submitResolution → thirdPartyComplete;
 * informDI.{selectItems → informDIRequest → confirmed}; forwardQuoteToLandlord;
 * dismissFinding → dismissing | unDismissing → done (→ loadReportedFindings).
 *
 * Decided where the spec is loose:
 * - §4 says a failed quote request goes "back to selection with a toast and a fatal error". Showing both would
 *   hide the selection under the fatal modal, so it is the §8 toast over the kept selection (as the other
 *   writes do), with the server's message in context.writeError. The fatal modal is for failed loads.
 *
 * For the UI:
 * - Provide actors `loadFindings`, `requestQuote`, `submitThirdParty`, `informDI`, `dismissFinding` and the
 *   action `invalidate` (re-read the property's and the findings lists' data) with `machine.provide(...)`.
 *   Writes answer `{ result, queued }`: `queued` when kept on this device (context.savedOnDevice).
 * - Toasts are emitted once, not kept in context: `actorRef.on('toast', (e) => …)` gets
 *   `{ key, tone, title, description }` with the §8 texts (FINDING_TOASTS).
 * - A failed write is not fatal: it returns to the selection (quote, inform), the disclaimer (third party) or
 *   the method choice (dismiss, restore) with its toast, keeping what the user chose and typed; the error's
 *   message is kept in context.writeError for the UI to add. Only a failed load (also the reloads after a
 *   dismissal and on Continue) is fatal: fatalError with context.error.message for the modal's brackets.
 * - REFRESH / WINDOW_FOCUSED reload only where nothing is being chosen or typed (selectResolutionMethod,
 *   noReportedFindings): returning from the camera or file picker refocuses the window, and must not wipe the
 *   third-party form. CLOSE_MODAL is ignored while a write is in flight, so its result is never lost.
 * - OPEN may carry `start` (a method event, e.g. from the per-finding menu) sent once the findings are loaded.
 * - Form errors (context.formErrors) come from the contract schemas (validate… helpers below); a failed
 *   NEXT / CONTINUE / SUBMIT_FORM stays and sets them, TOGGLE_ITEM and SET_… clear the field's.
 */

export type WriteResult = { result: FindingWriteResult | null; queued: boolean }
export type LoadInput = { propertyId: number; suffix: string }
export type DismissInput = { propertyId: number; problemRegisterId: number; restore: boolean }

export type ToastKey = keyof typeof FINDING_TOASTS
export type ToastEvent = { type: 'toast'; key: ToastKey; tone: 'error' | 'success'; title: string; description: string }

export type FormField = 'selected' | 'documentIds' | 'notes' | 'propertyBuilt'
export type FormErrors = Partial<Record<FormField, string>>

/** The events that choose a resolution method (also what OPEN's `start` may be). */
export type MethodEvent =
  | { type: 'REQUEST_QUOTE'; problemRegisterIds?: number[] }
  | { type: 'RESOLVE_VIA_THIRD_PARTY'; problemRegisterIds?: number[] }
  | { type: 'INFORM_DI'; problemRegisterIds?: number[] }
  | { type: 'ENTER_PROPERTY_BUILT_YEAR'; problemRegisterIds?: number[] }
  | { type: 'FORWARD_QUOTE'; problemRegisterId: number }
  | { type: 'DISMISS_FINDING'; problemRegisterId: number }
  | { type: 'UN_DISMISS_FINDING'; problemRegisterId: number }

export type WizardEvent =
  | { type: 'OPEN'; propertyId: number; suffix: string; start?: MethodEvent }
  | MethodEvent
  | { type: 'CLOSE_MODAL' }
  | { type: 'REFRESH' }
  | { type: 'WINDOW_FOCUSED' }
  | { type: 'TOGGLE_ITEM'; problemRegisterId: number }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'CONTINUE' }
  | { type: 'SET_DOCUMENTS'; documentIds: string[] }
  | { type: 'SET_NOTES'; notes: string }
  | { type: 'SET_PROPERTY_BUILT'; propertyBuilt: string | null }
  | { type: 'SUBMIT_FORM'; documentIds?: string[]; notes?: string; propertyBuilt?: string | null }
  | { type: 'TOGGLE_UNDERSTAND' }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM_CLOSE' }
  | { type: 'CANCEL_CLOSE' }
  | { type: 'QUOTE_FORWARDED' }

export type WizardInput = {
  /** Today as 'yyyy-MM-dd' (the built month cannot be after it); tests fix it. Defaults to the local date. */
  today?: () => string
}

export type WizardContext = {
  propertyId: number
  suffix: string
  findings: ReportedFinding[]
  service: WizardFindings['service'] | null
  tags: WizardFindings['tags']
  /** The selected problemRegisterIds of the current method, in the order chosen. */
  selected: number[]
  thirdPartyForm: { documentIds: string[]; notes: string }
  informForm: { notes: string; propertyBuilt: string | null }
  informMode: InformMode
  formErrors: FormErrors
  /** The disclaimer's "I understand". */
  understood: boolean
  showCloseConfirmation: boolean
  /** The finding whose quote the forward dialog sends, and the quotes forwarded in this opening. */
  forwardFindingId: number | null
  forwardedQuoteIds: number[]
  dismissal: { problemRegisterId: number; restore: boolean } | null
  /** The last write was kept on this device and will be sent when connected. */
  savedOnDevice: boolean
  writeError: string | null
  /** The bodies checked when the user went on (NEXT, SUBMIT_FORM): what the write then sends. */
  quoteBody: RequestQuoteBody | null
  thirdPartyBody: ThirdPartyResolutionBody | null
  informBody: InformBody | null
  error: { message: string } | null
  start: MethodEvent | null
  today: () => string
}

// --- Rules (pure; eligibility lives in finding-eligibility.ts, which the UI uses without XState) -------------

export { eligible, type InformMode }

type Selection = Pick<WizardContext, 'findings' | 'selected'>
const selectedFindings = ({ findings, selected }: Selection) =>
  selected.map((id) => findings.find((f) => f.problemRegister.problemRegisterId === id))

/** §5: the built-year input shows for ENTER_PROPERTY_BUILT_YEAR or when a selected finding can take it. */
export function showsBuiltYear(context: Selection & Pick<WizardContext, 'informMode'>): boolean {
  return (
    context.informMode === 'ENTER_PROPERTY_BUILT_YEAR' ||
    selectedFindings(context).some((f) => f?.problemRegister.canEnterBuiltYear)
  )
}

export type Validation<T> = { ok: true; body: T } | { ok: false; errors: FormErrors }

function failed<T>(issues: v.BaseIssue<unknown>[], fields: Record<string, FormField>): Validation<T> {
  const errors: FormErrors = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? fields[key] : undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}

const allEligible = (context: Selection, rule: (f: ReportedFinding) => boolean) =>
  selectedFindings(context).every((f) => f !== undefined && rule(f))

/** NEXT at selectRequestQuoteItems: at least one selected, each one quotable. */
export function validateRequestQuote(
  context: Selection & Pick<WizardContext, 'propertyId'>,
): Validation<RequestQuoteBody> {
  const parsed = v.safeParse(RequestQuoteBodySchema, {
    compliancePropertyId: context.propertyId,
    problemRegisterIds: context.selected,
  })
  if (!parsed.success) return failed(parsed.issues, { problemRegisterIds: 'selected' })
  if (!allEligible(context, eligible.quote)) return { ok: false, errors: { selected: SELECT_A_FINDING } }
  return { ok: true, body: parsed.output }
}

/** SUBMIT_FORM at thirdPartyResolutionForm: findings selected, at least one document, notes ≤ 500. */
export function validateThirdParty(
  context: Selection & Pick<WizardContext, 'propertyId' | 'thirdPartyForm'>,
): Validation<ThirdPartyResolutionBody> {
  const parsed = v.safeParse(ThirdPartyResolutionBodySchema, {
    compliancePropertyId: context.propertyId,
    selectedProblemRegisterIds: context.selected,
    documentIds: context.thirdPartyForm.documentIds,
    notes: context.thirdPartyForm.notes,
  })
  if (!parsed.success)
    return failed(parsed.issues, { selectedProblemRegisterIds: 'selected', documentIds: 'documentIds', notes: 'notes' })
  if (!allEligible(context, eligible.thirdParty)) return { ok: false, errors: { selected: SELECT_A_FINDING } }
  return { ok: true, body: parsed.output }
}

/** SUBMIT_FORM at informDI.selectItems: findings selected, notes required (trimmed), built month as §5 says. */
export function validateInform(
  context: Selection & Pick<WizardContext, 'propertyId' | 'informForm' | 'informMode'>,
  today: string,
): Validation<InformBody> {
  const builtYearShown = showsBuiltYear(context)
  const parsed = v.safeParse(informBodySchema(today, builtYearShown), {
    compliancePropertyId: context.propertyId,
    problemRegisterIds: context.selected,
    notes: context.informForm.notes,
    // A hidden input sends nothing, whatever was typed before it hid.
    propertyBuilt: builtYearShown ? context.informForm.propertyBuilt || undefined : null,
  })
  if (!parsed.success)
    return failed(parsed.issues, { problemRegisterIds: 'selected', notes: 'notes', propertyBuilt: 'propertyBuilt' })
  const mode = context.informMode
  if (!allEligible(context, (f) => eligible.inform(f, mode)))
    return { ok: false, errors: { selected: SELECT_A_FINDING } }
  return { ok: true, body: parsed.output }
}

/** The findings a write answered replace the ones held, so the complete screens show them as they are now. */
export function mergeFindings(findings: ReportedFinding[], changed: ReportedFinding[]): ReportedFinding[] {
  const byId = new Map(changed.map((f) => [f.problemRegister.problemRegisterId, f]))
  return findings.map((f) => byId.get(f.problemRegister.problemRegisterId) ?? f)
}

function localToday() {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const findingOf = (context: WizardContext, id: number) =>
  context.findings.find((f) => f.problemRegister.problemRegisterId === id)

function toast(key: ToastKey): ToastEvent {
  const [title, description] = FINDING_TOASTS[key]
  return {
    type: 'toast',
    key,
    tone: key === 'dismissed' || key === 'restored' ? 'success' : 'error',
    title,
    description,
  }
}

const EMPTY_FORMS = {
  selected: [] as number[],
  thirdPartyForm: { documentIds: [] as string[], notes: '' },
  informForm: { notes: '', propertyBuilt: null as string | null },
  informMode: 'INFORM_DI' as InformMode,
  formErrors: {} as FormErrors,
  understood: false,
  showCloseConfirmation: false,
  forwardFindingId: null as number | null,
  dismissal: null as WizardContext['dismissal'],
  savedOnDevice: false,
  writeError: null as string | null,
  quoteBody: null as RequestQuoteBody | null,
  thirdPartyBody: null as ThirdPartyResolutionBody | null,
  informBody: null as InformBody | null,
}

type Args = { context: WizardContext; event: WizardEvent }
/** The ids a method event preselects, kept to those the method may select. */
const preselect = (context: WizardContext, event: WizardEvent, rule: (f: ReportedFinding) => boolean) => {
  const ids = 'problemRegisterIds' in event ? (event.problemRegisterIds ?? []) : []
  return [...new Set(ids)].filter((id) => {
    const f = findingOf(context, id)
    return f !== undefined && rule(f)
  })
}
const toggled = (selected: number[], id: number) =>
  selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]
const toggleArgs = (event: WizardEvent) => (event.type === 'TOGGLE_ITEM' ? event.problemRegisterId : -1)
const withoutError = (errors: FormErrors, field: FormField): FormErrors => {
  const { [field]: _, ...rest } = errors
  return rest
}

/** The third-party form with the event's fields applied (SUBMIT_FORM may carry them: guards see them too). */
function thirdPartyWith(context: WizardContext, event: WizardEvent): WizardContext {
  const form = { ...context.thirdPartyForm }
  let formErrors = context.formErrors
  if ('documentIds' in event && event.documentIds !== undefined) {
    form.documentIds = event.documentIds
    formErrors = withoutError(formErrors, 'documentIds')
  }
  if ('notes' in event && event.notes !== undefined) {
    form.notes = event.notes
    formErrors = withoutError(formErrors, 'notes')
  }
  return { ...context, thirdPartyForm: form, formErrors }
}

/** The inform form with the event's fields applied. */
function informWith(context: WizardContext, event: WizardEvent): WizardContext {
  const form = { ...context.informForm }
  let formErrors = context.formErrors
  if ('notes' in event && event.notes !== undefined) {
    form.notes = event.notes
    formErrors = withoutError(formErrors, 'notes')
  }
  if ('propertyBuilt' in event && event.propertyBuilt !== undefined) {
    form.propertyBuilt = event.propertyBuilt
    formErrors = withoutError(formErrors, 'propertyBuilt')
  }
  return { ...context, informForm: form, formErrors }
}

const CLOSE = { CLOSE_MODAL: { target: '#reportedFindings.idle' } } as const

export const reportedFindingsMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput | undefined,
    emitted: {} as ToastEvent,
  },
  actors: {
    // Placeholders: the app and the tests provide the real ones (machine.provide({ actors })).
    loadFindings: fromPromise<WizardFindings, LoadInput>(async () => {
      throw new Error('loadFindings is not provided')
    }),
    requestQuote: fromPromise<WriteResult, RequestQuoteBody>(async () => {
      throw new Error('requestQuote is not provided')
    }),
    submitThirdParty: fromPromise<WriteResult, ThirdPartyResolutionBody>(async () => {
      throw new Error('submitThirdParty is not provided')
    }),
    informDI: fromPromise<WriteResult, InformBody>(async () => {
      throw new Error('informDI is not provided')
    }),
    dismissFinding: fromPromise<WriteResult, DismissInput>(async () => {
      throw new Error('dismissFinding is not provided')
    }),
  },
  guards: {
    canToggleQuote: ({ context, event }: Args) => {
      const f = findingOf(context, toggleArgs(event))
      return f !== undefined && eligible.quote(f)
    },
    canToggleThirdParty: ({ context, event }: Args) => {
      const f = findingOf(context, toggleArgs(event))
      return f !== undefined && eligible.thirdParty(f)
    },
    canToggleInform: ({ context, event }: Args) => {
      const f = findingOf(context, toggleArgs(event))
      return f !== undefined && eligible.inform(f, context.informMode)
    },
    quoteSelectionValid: ({ context }) => validateRequestQuote(context).ok,
    thirdPartySelectionValid: ({ context }) => context.selected.length > 0 && allEligible(context, eligible.thirdParty),
    thirdPartyFormValid: ({ context, event }) => validateThirdParty(thirdPartyWith(context, event)).ok,
    informFormValid: ({ context, event }) => validateInform(informWith(context, event), context.today()).ok,
    understood: ({ context }) => context.understood && !context.showCloseConfirmation,
    canForward: ({ context, event }: Args) => {
      const f = event.type === 'FORWARD_QUOTE' ? findingOf(context, event.problemRegisterId) : undefined
      return f !== undefined && eligible.forward(f)
    },
    canDismiss: ({ context, event }: Args) => {
      const f = event.type === 'DISMISS_FINDING' ? findingOf(context, event.problemRegisterId) : undefined
      return f !== undefined && eligible.dismiss(f)
    },
    canRestore: ({ context, event }: Args) => {
      const f = event.type === 'UN_DISMISS_FINDING' ? findingOf(context, event.problemRegisterId) : undefined
      return f !== undefined && eligible.restore(f)
    },
    isRestore: ({ context }) => context.dismissal?.restore === true,
  },
  actions: {
    // The UI provides it: invalidate the property's and the findings lists' cached data after a write.
    invalidate: () => {},
    open: assign(({ context, event }) => {
      if (event.type !== 'OPEN') return {}
      return {
        ...EMPTY_FORMS,
        propertyId: event.propertyId,
        suffix: event.suffix,
        findings: [],
        service: null,
        tags: [],
        forwardedQuoteIds: [],
        error: null,
        start: event.start ?? null,
        today: context.today,
      }
    }),
    loaded: assign((_, params: { findings: WizardFindings }) => ({
      findings: params.findings.reportedFindings,
      service: params.findings.service,
      tags: params.findings.tags,
    })),
    fatal: assign((_, params: { error: unknown }) => ({ error: { message: messageOf(params.error) } })),
    startQuote: assign(({ context, event }) => ({
      ...EMPTY_FORMS,
      selected: preselect(context, event, eligible.quote),
    })),
    startThirdParty: assign(({ context, event }) => ({
      ...EMPTY_FORMS,
      selected: preselect(context, event, eligible.thirdParty),
    })),
    startInform: assign(({ context, event }) => {
      const informMode: InformMode = event.type === 'ENTER_PROPERTY_BUILT_YEAR' ? event.type : 'INFORM_DI'
      return { ...EMPTY_FORMS, informMode, selected: preselect(context, event, (f) => eligible.inform(f, informMode)) }
    }),
    toggle: assign(({ context, event }) => ({
      selected: toggled(context.selected, toggleArgs(event)),
      formErrors: withoutError(context.formErrors, 'selected'),
    })),
    selectionErrors: assign(({ context }) => ({
      formErrors: { ...context.formErrors, selected: SELECT_A_FINDING },
    })),
    clearSelection: assign({ ...EMPTY_FORMS }),
    thirdPartyFields: assign(({ context, event }) => {
      const next = thirdPartyWith(context, event)
      return { thirdPartyForm: next.thirdPartyForm, formErrors: next.formErrors }
    }),
    thirdPartyErrors: assign(({ context }) => {
      const result = validateThirdParty(context)
      return { formErrors: result.ok ? {} : result.errors }
    }),
    informFields: assign(({ context, event }) => {
      const next = informWith(context, event)
      return { informForm: next.informForm, formErrors: next.formErrors }
    }),
    informErrors: assign(({ context }) => {
      const result = validateInform(context, context.today())
      return { formErrors: result.ok ? {} : result.errors }
    }),
    clearErrors: assign({ formErrors: {}, writeError: null }),
    keepQuoteBody: assign(({ context }) => {
      const result = validateRequestQuote(context)
      return { quoteBody: result.ok ? result.body : null }
    }),
    keepThirdPartyBody: assign(({ context }) => {
      const result = validateThirdParty(context)
      return { thirdPartyBody: result.ok ? result.body : null }
    }),
    keepInformBody: assign(({ context }) => {
      const result = validateInform(context, context.today())
      return { informBody: result.ok ? result.body : null }
    }),
    written: assign(({ context }, params: { output: WriteResult }) => ({
      findings: params.output.result
        ? mergeFindings(context.findings, params.output.result.reportedFindings)
        : context.findings,
      savedOnDevice: params.output.queued,
      writeError: null,
    })),
    writeFailed: assign((_, params: { error: unknown }) => ({ writeError: messageOf(params.error) })),
    toast: emit((_, params: { key: ToastKey }) => toast(params.key)),
  },
}).createMachine({
  id: 'reportedFindings',
  initial: 'idle',
  context: ({ input }) => ({
    ...EMPTY_FORMS,
    propertyId: 0,
    suffix: '',
    findings: [],
    service: null,
    tags: [],
    forwardedQuoteIds: [],
    error: null,
    start: null,
    today: input?.today ?? localToday,
  }),
  states: {
    idle: {
      on: { OPEN: { target: 'loadReportedFindings', actions: 'open' } },
    },
    loadReportedFindings: {
      invoke: {
        src: 'loadFindings',
        input: ({ context }) => ({ propertyId: context.propertyId, suffix: context.suffix }),
        onDone: [
          {
            guard: ({ event }) => event.output.reportedFindings.length > 0,
            target: 'selectResolutionMethod',
            actions: { type: 'loaded', params: ({ event }) => ({ findings: event.output }) },
          },
          {
            target: 'noReportedFindings',
            actions: [{ type: 'loaded', params: ({ event }) => ({ findings: event.output }) }, assign({ start: null })],
          },
        ],
        onError: { target: 'fatalError', actions: { type: 'fatal', params: ({ event }) => ({ error: event.error }) } },
      },
      on: CLOSE,
    },
    noReportedFindings: {
      on: { ...CLOSE, REFRESH: 'loadReportedFindings', WINDOW_FOCUSED: 'loadReportedFindings' },
    },
    fatalError: { on: CLOSE },
    selectResolutionMethod: {
      // OPEN's `start` (the per-finding menu's choice) is sent once, after the findings are loaded.
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.start) return
        enqueue.raise(context.start)
        enqueue.assign({ start: null })
      }),
      on: {
        ...CLOSE,
        REFRESH: 'loadReportedFindings',
        WINDOW_FOCUSED: 'loadReportedFindings',
        REQUEST_QUOTE: { target: 'selectRequestQuoteItems', actions: 'startQuote' },
        RESOLVE_VIA_THIRD_PARTY: { target: 'selectThirdPartyItems', actions: 'startThirdParty' },
        INFORM_DI: { target: 'informDI', actions: 'startInform' },
        ENTER_PROPERTY_BUILT_YEAR: { target: 'informDI', actions: 'startInform' },
        FORWARD_QUOTE: {
          guard: 'canForward',
          target: 'forwardQuoteToLandlord',
          actions: assign(({ event }) => ({
            ...EMPTY_FORMS,
            forwardFindingId: event.type === 'FORWARD_QUOTE' ? event.problemRegisterId : null,
          })),
        },
        DISMISS_FINDING: {
          guard: 'canDismiss',
          target: 'dismissFinding',
          actions: assign(({ event }) => ({
            ...EMPTY_FORMS,
            dismissal:
              event.type === 'DISMISS_FINDING' ? { problemRegisterId: event.problemRegisterId, restore: false } : null,
          })),
        },
        UN_DISMISS_FINDING: {
          guard: 'canRestore',
          target: 'dismissFinding',
          actions: assign(({ event }) => ({
            ...EMPTY_FORMS,
            dismissal:
              event.type === 'UN_DISMISS_FINDING'
                ? { problemRegisterId: event.problemRegisterId, restore: true }
                : null,
          })),
        },
      },
    },

    // --- Request quote ---
    selectRequestQuoteItems: {
      on: {
        ...CLOSE,
        TOGGLE_ITEM: { guard: 'canToggleQuote', actions: 'toggle' },
        NEXT: [
          { guard: 'quoteSelectionValid', target: 'confirmRequestQuote', actions: ['clearErrors', 'keepQuoteBody'] },
          { actions: 'selectionErrors' },
        ],
        BACK: { target: 'selectResolutionMethod', actions: 'clearSelection' },
      },
    },
    confirmRequestQuote: {
      on: { ...CLOSE, CONFIRM: 'submit', BACK: 'selectRequestQuoteItems' },
    },
    submit: {
      invoke: {
        src: 'requestQuote',
        // Always set by NEXT; the fallback only satisfies the types (the server would refuse it).
        input: ({ context }) =>
          context.quoteBody ?? { compliancePropertyId: context.propertyId, problemRegisterIds: [] },
        onDone: {
          target: 'quoteRequestComplete',
          actions: [{ type: 'written', params: ({ event }) => ({ output: event.output }) }, 'invalidate'],
        },
        onError: {
          target: 'selectRequestQuoteItems',
          actions: [
            { type: 'writeFailed', params: ({ event }) => ({ error: event.error }) },
            { type: 'toast', params: { key: 'quoteFailed' } },
          ],
        },
      },
    },
    quoteRequestComplete: {
      on: { ...CLOSE, CONTINUE: { target: 'loadReportedFindings', actions: 'clearSelection' } },
    },

    // --- Third-party resolution ---
    selectThirdPartyItems: {
      on: {
        ...CLOSE,
        TOGGLE_ITEM: { guard: 'canToggleThirdParty', actions: 'toggle' },
        CONTINUE: [
          { guard: 'thirdPartySelectionValid', target: 'thirdPartyResolutionForm', actions: 'clearErrors' },
          { actions: 'selectionErrors' },
        ],
        BACK: { target: 'selectResolutionMethod', actions: 'clearSelection' },
      },
    },
    thirdPartyResolutionForm: {
      on: {
        ...CLOSE,
        SET_DOCUMENTS: { actions: 'thirdPartyFields' },
        SET_NOTES: { actions: 'thirdPartyFields' },
        SUBMIT_FORM: [
          {
            guard: 'thirdPartyFormValid',
            target: 'thirdPartyDisclaimer',
            actions: ['thirdPartyFields', 'clearErrors', 'keepThirdPartyBody'],
          },
          { actions: ['thirdPartyFields', 'thirdPartyErrors'] },
        ],
        BACK: { target: 'selectThirdPartyItems', actions: 'clearErrors' },
      },
    },
    thirdPartyDisclaimer: {
      on: {
        TOGGLE_UNDERSTAND: { actions: assign(({ context }) => ({ understood: !context.understood })) },
        SUBMIT: { guard: 'understood', target: 'submitResolution' },
        BACK: { target: 'thirdPartyResolutionForm', actions: assign({ showCloseConfirmation: false }) },
        // The documents and notes would be lost: closing asks first.
        CLOSE_MODAL: { actions: assign({ showCloseConfirmation: true }) },
        CONFIRM_CLOSE: { target: 'idle', actions: assign({ showCloseConfirmation: false }) },
        CANCEL_CLOSE: { actions: assign({ showCloseConfirmation: false }) },
      },
    },
    submitResolution: {
      invoke: {
        src: 'submitThirdParty',
        input: ({ context }) =>
          context.thirdPartyBody ?? {
            compliancePropertyId: context.propertyId,
            selectedProblemRegisterIds: [],
            documentIds: [],
            notes: null,
          },
        onDone: {
          target: 'thirdPartyComplete',
          actions: [{ type: 'written', params: ({ event }) => ({ output: event.output }) }, 'invalidate'],
        },
        onError: {
          target: 'thirdPartyDisclaimer',
          actions: [
            { type: 'writeFailed', params: ({ event }) => ({ error: event.error }) },
            { type: 'toast', params: { key: 'submitFailed' } },
          ],
        },
      },
    },
    thirdPartyComplete: {
      on: { ...CLOSE, CONTINUE: { target: 'loadReportedFindings', actions: 'clearSelection' } },
    },

    // --- Inform the provider (additional information, built year) ---
    informDI: {
      initial: 'selectItems',
      states: {
        selectItems: {
          on: {
            ...CLOSE,
            TOGGLE_ITEM: { guard: 'canToggleInform', actions: 'toggle' },
            SET_NOTES: { actions: 'informFields' },
            SET_PROPERTY_BUILT: { actions: 'informFields' },
            SUBMIT_FORM: [
              {
                guard: 'informFormValid',
                target: 'informDIRequest',
                actions: ['informFields', 'clearErrors', 'keepInformBody'],
              },
              { actions: ['informFields', 'informErrors'] },
            ],
            BACK: { target: '#reportedFindings.selectResolutionMethod', actions: 'clearSelection' },
          },
        },
        informDIRequest: {
          invoke: {
            src: 'informDI',
            input: ({ context }) =>
              context.informBody ?? {
                compliancePropertyId: context.propertyId,
                problemRegisterIds: [],
                notes: '',
                propertyBuilt: null,
              },
            onDone: {
              target: 'confirmed',
              actions: [{ type: 'written', params: ({ event }) => ({ output: event.output }) }, 'invalidate'],
            },
            onError: {
              target: 'selectItems',
              actions: [
                { type: 'writeFailed', params: ({ event }) => ({ error: event.error }) },
                { type: 'toast', params: { key: 'informFailed' } },
              ],
            },
          },
        },
        confirmed: {
          on: { ...CLOSE, CONTINUE: { target: '#reportedFindings.loadReportedFindings', actions: 'clearSelection' } },
        },
      },
    },

    // --- Forward a quote to the landlord (the shared forward dialog does the write) ---
    forwardQuoteToLandlord: {
      on: {
        ...CLOSE,
        QUOTE_FORWARDED: {
          target: 'selectResolutionMethod',
          actions: [
            assign(({ context }) => {
              const quotationId = findingOf(context, context.forwardFindingId ?? -1)?.quotation?.quotationId
              return {
                forwardFindingId: null,
                forwardedQuoteIds:
                  quotationId === undefined || context.forwardedQuoteIds.includes(quotationId)
                    ? context.forwardedQuoteIds
                    : [...context.forwardedQuoteIds, quotationId],
              }
            }),
            'invalidate',
          ],
        },
        BACK: { target: 'selectResolutionMethod', actions: assign({ forwardFindingId: null }) },
      },
    },

    // --- Dismiss and restore ---
    dismissFinding: {
      on: {
        ...CLOSE,
        CONFIRM: [{ guard: 'isRestore', target: 'unDismissing' }, { target: 'dismissing' }],
        BACK: { target: 'selectResolutionMethod', actions: assign({ dismissal: null }) },
      },
    },
    dismissing: {
      invoke: {
        src: 'dismissFinding',
        input: ({ context }) => ({
          propertyId: context.propertyId,
          problemRegisterId: context.dismissal?.problemRegisterId ?? 0,
          restore: false,
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'written', params: ({ event }) => ({ output: event.output }) },
            'invalidate',
            { type: 'toast', params: { key: 'dismissed' } },
          ],
        },
        onError: {
          target: 'selectResolutionMethod',
          actions: [
            { type: 'writeFailed', params: ({ event }) => ({ error: event.error }) },
            { type: 'toast', params: { key: 'dismissFailed' } },
          ],
        },
      },
    },
    unDismissing: {
      invoke: {
        src: 'dismissFinding',
        input: ({ context }) => ({
          propertyId: context.propertyId,
          problemRegisterId: context.dismissal?.problemRegisterId ?? 0,
          restore: true,
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'written', params: ({ event }) => ({ output: event.output }) },
            'invalidate',
            { type: 'toast', params: { key: 'restored' } },
          ],
        },
        onError: {
          target: 'selectResolutionMethod',
          actions: [
            { type: 'writeFailed', params: ({ event }) => ({ error: event.error }) },
            { type: 'toast', params: { key: 'restoreFailed' } },
          ],
        },
      },
    },
    // §4: done -> reload findings.
    done: {
      always: { target: 'loadReportedFindings', actions: assign({ dismissal: null }) },
    },
  },
})

export type ReportedFindingsMachine = typeof reportedFindingsMachine
