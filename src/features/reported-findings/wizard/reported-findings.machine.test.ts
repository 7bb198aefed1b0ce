import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  BUILT_YEAR_IN_FUTURE,
  BUILT_YEAR_INVALID,
  BUILT_YEAR_REQUIRED,
  DOCUMENT_REQUIRED,
  FINDING_TOASTS,
  FINDINGS_NOTES_TOO_LONG,
  type InformBody,
  NOTES_REQUIRED_SHORT,
  type ReportedFinding,
  type RequestQuoteBody,
  SELECT_A_FINDING,
  type ThirdPartyResolutionBody,
  type WizardFindings,
} from '../../../contract/reported-findings.ts'
import { testFinding } from '../test-findings.ts'
import {
  type DismissInput,
  eligible,
  type LoadInput,
  type MethodEvent,
  mergeFindings,
  reportedFindingsMachine,
  showsBuiltYear,
  type ToastEvent,
  validateInform,
  validateRequestQuote,
  validateThirdParty,
  type WizardContext,
  type WriteResult,
} from './reported-findings.machine.ts'

// --- Fixtures -----------------------------------------------------------------------------------------------

const TODAY = '2026-11-24'
const DOC_A = '0b8e4c1e-5d6a-4f7e-9a0b-1c2d3e4f5a6b'
const DOC_B = '1c9f5d2f-6e7b-4a8f-8b1c-2d3e4f5a6b7c'

const quotable = testFinding({ problemRegisterId: 1 })
const notQuotable = testFinding({ problemRegisterId: 2, canRequestQuote: false })
const quoted = testFinding(
  { problemRegisterId: 3, canRequestQuote: false, canForwardToLandlord: true, thirdPartyInvalidStatus: true },
  { quotation: { quotationId: 90, quoteNumber: 'Q-90', approvalUrl: null } },
)
const needsInfo = testFinding({ problemRegisterId: 4, canInformDI: true })
const needsBuiltYear = testFinding({ problemRegisterId: 5, canEnterBuiltYear: true })
const dismissed = testFinding({
  problemRegisterId: 6,
  isDismissed: true,
  dismissedBy: 'Pat',
  dateDismissed: '2026-11-01',
})
const resolved = testFinding({ problemRegisterId: 7, status: 'RESOLVED' })

const ALL = [quotable, notQuotable, quoted, needsInfo, needsBuiltYear, dismissed, resolved]

function findingsOf(reportedFindings: ReportedFinding[]): WizardFindings {
  return {
    reportedFindings,
    service: { serviceId: 1, name: 'Smoke Alarms', shortName: 'SA', suffix: 'sa', tags: [] },
    tags: ['ComplianceIssues'],
  }
}

type Deferred = { promise: Promise<WriteResult>; resolve: (r: WriteResult) => void; reject: (e: Error) => void }
function deferred(): Deferred {
  let resolve!: (r: WriteResult) => void
  let reject!: (e: Error) => void
  const promise = new Promise<WriteResult>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

type Write<T> = (input: T) => Promise<WriteResult>
type Options = {
  findings?: ReportedFinding[]
  load?: (input: LoadInput, call: number) => Promise<WizardFindings>
  requestQuote?: Write<RequestQuoteBody>
  submitThirdParty?: Write<ThirdPartyResolutionBody>
  informDI?: Write<InformBody>
  dismissFinding?: Write<DismissInput>
}
const ok = async (): Promise<WriteResult> => ({ result: null, queued: false })

function start(options: Options = {}) {
  const calls = {
    load: [] as LoadInput[],
    quote: [] as RequestQuoteBody[],
    thirdParty: [] as ThirdPartyResolutionBody[],
    inform: [] as InformBody[],
    dismiss: [] as DismissInput[],
    invalidated: [] as number[],
    toasts: [] as ToastEvent[],
  }
  const machine = reportedFindingsMachine.provide({
    actors: {
      loadFindings: fromPromise(async ({ input }: { input: LoadInput }) => {
        calls.load.push(input)
        if (options.load) return options.load(input, calls.load.length)
        return findingsOf(options.findings ?? ALL)
      }),
      requestQuote: fromPromise(async ({ input }: { input: RequestQuoteBody }) => {
        calls.quote.push(input)
        return (options.requestQuote ?? ok)(input)
      }),
      submitThirdParty: fromPromise(async ({ input }: { input: ThirdPartyResolutionBody }) => {
        calls.thirdParty.push(input)
        return (options.submitThirdParty ?? ok)(input)
      }),
      informDI: fromPromise(async ({ input }: { input: InformBody }) => {
        calls.inform.push(input)
        return (options.informDI ?? ok)(input)
      }),
      dismissFinding: fromPromise(async ({ input }: { input: DismissInput }) => {
        calls.dismiss.push(input)
        return (options.dismissFinding ?? ok)(input)
      }),
    },
    actions: { invalidate: ({ context }) => void calls.invalidated.push(context.propertyId) },
  })
  const actor = createActor(machine, { input: { today: () => TODAY } })
  actor.on('toast', (event) => void calls.toasts.push(event))
  actor.start()
  return { actor, calls }
}
type Actor = ReturnType<typeof start>['actor']

const settle = (actor: Actor, state: string | object) =>
  waitFor(actor, (s) => s.matches(state as never), { timeout: 1000 })
const ctx = (actor: Actor) => actor.getSnapshot().context
const value = (actor: Actor) => actor.getSnapshot().value

async function opened(options: Options = {}, start_?: MethodEvent) {
  const started = start(options)
  started.actor.send({ type: 'OPEN', propertyId: 7, suffix: 'sa', ...(start_ ? { start: start_ } : {}) })
  await waitFor(started.actor, (s) => !s.matches('loadReportedFindings'), { timeout: 1000 })
  return started
}

async function atDisclaimer(options: Options = {}) {
  const started = await opened(options)
  const { actor } = started
  actor.send({ type: 'RESOLVE_VIA_THIRD_PARTY' })
  actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 1 })
  actor.send({ type: 'CONTINUE' })
  actor.send({ type: 'SUBMIT_FORM', documentIds: [DOC_A, DOC_B, DOC_A], notes: '  Fixed by Sparky Co  ' })
  expect(value(actor)).toBe('thirdPartyDisclaimer')
  return started
}

// --- Pure rules ---------------------------------------------------------------------------------------------

describe('the rules', () => {
  it('each method selects only the findings it may act on', () => {
    expect(ALL.filter(eligible.quote).map((f) => f.problemRegister.problemRegisterId)).toEqual([1, 4, 5])
    // thirdPartyInvalidStatus with a quotation (3) is out; dismissed (6) and resolved (7) are never selectable.
    expect(ALL.filter(eligible.thirdParty).map((f) => f.problemRegister.problemRegisterId)).toEqual([1, 2, 4, 5])
    expect(ALL.filter((f) => eligible.inform(f, 'INFORM_DI')).map((f) => f.problemRegister.problemRegisterId)).toEqual([
      4, 5,
    ])
    expect(
      ALL.filter((f) => eligible.inform(f, 'ENTER_PROPERTY_BUILT_YEAR')).map(
        (f) => f.problemRegister.problemRegisterId,
      ),
    ).toEqual([5])
    expect(ALL.filter(eligible.forward).map((f) => f.problemRegister.problemRegisterId)).toEqual([3])
    expect(ALL.filter(eligible.dismiss).map((f) => f.problemRegister.problemRegisterId)).toEqual([1, 2, 3, 4, 5])
    expect(ALL.filter(eligible.restore).map((f) => f.problemRegister.problemRegisterId)).toEqual([6])
  })

  it('the built-year input shows for ENTER_PROPERTY_BUILT_YEAR or a selected finding that can take it', () => {
    expect(showsBuiltYear({ findings: ALL, selected: [4], informMode: 'INFORM_DI' })).toBe(false)
    expect(showsBuiltYear({ findings: ALL, selected: [4, 5], informMode: 'INFORM_DI' })).toBe(true)
    expect(showsBuiltYear({ findings: ALL, selected: [], informMode: 'ENTER_PROPERTY_BUILT_YEAR' })).toBe(true)
  })

  it('validates with the contract schemas and their messages', () => {
    const base = { findings: ALL, propertyId: 7 }
    expect(validateRequestQuote({ ...base, selected: [] })).toEqual({
      ok: false,
      errors: { selected: SELECT_A_FINDING },
    })
    expect(validateRequestQuote({ ...base, selected: [2] })).toEqual({
      ok: false,
      errors: { selected: SELECT_A_FINDING },
    })
    expect(validateRequestQuote({ ...base, selected: [1] })).toEqual({
      ok: true,
      body: { compliancePropertyId: 7, problemRegisterIds: [1] },
    })
    const form = (documentIds: string[], notes: string) => ({
      ...base,
      selected: [1],
      thirdPartyForm: { documentIds, notes },
    })
    expect(validateThirdParty(form([], ''))).toEqual({ ok: false, errors: { documentIds: DOCUMENT_REQUIRED } })
    expect(validateThirdParty(form([DOC_A], 'x'.repeat(501)))).toEqual({
      ok: false,
      errors: { notes: FINDINGS_NOTES_TOO_LONG },
    })
    expect(validateThirdParty(form([DOC_A], ' '))).toMatchObject({ ok: true, body: { notes: null } })
    const inform = (selected: number[], notes: string, propertyBuilt: string | null) => ({
      ...base,
      selected,
      informMode: 'INFORM_DI' as const,
      informForm: { notes, propertyBuilt },
    })
    expect(validateInform(inform([4], '   ', null), TODAY)).toEqual({
      ok: false,
      errors: { notes: NOTES_REQUIRED_SHORT },
    })
    expect(validateInform(inform([5], 'Built then', null), TODAY)).toEqual({
      ok: false,
      errors: { propertyBuilt: BUILT_YEAR_REQUIRED },
    })
    expect(validateInform(inform([5], 'Built then', '2026-12'), TODAY)).toEqual({
      ok: false,
      errors: { propertyBuilt: BUILT_YEAR_IN_FUTURE },
    })
    expect(validateInform(inform([5], 'Built then', '12/1999'), TODAY)).toEqual({
      ok: false,
      errors: { propertyBuilt: BUILT_YEAR_INVALID },
    })
    expect(validateInform(inform([5], ' Built then ', '2026-11'), TODAY)).toMatchObject({
      ok: true,
      body: { notes: 'Built then', propertyBuilt: '2026-11' },
    })
  })

  it('a write’s findings replace the ones held, the rest stay', () => {
    const changed = testFinding({ problemRegisterId: 1, quoteRequested: true, quoteRequestedBy: 'Sam' })
    const merged = mergeFindings([quotable, notQuotable], [changed])
    expect(merged).toEqual([changed, notQuotable])
  })
})

// --- Loading ------------------------------------------------------------------------------------------------

describe('opening and loading', () => {
  it('OPEN loads the service’s findings and offers the methods', async () => {
    const { actor, calls } = await opened()
    expect(value(actor)).toBe('selectResolutionMethod')
    expect(calls.load).toEqual([{ propertyId: 7, suffix: 'sa' }])
    expect(ctx(actor).findings).toHaveLength(ALL.length)
    expect(ctx(actor).service?.suffix).toBe('sa')
    expect(ctx(actor).tags).toEqual(['ComplianceIssues'])
  })

  it('starts idle and shows the loader while loading; CLOSE_MODAL there goes back to idle', async () => {
    const { actor } = start({ load: () => new Promise(() => {}) })
    expect(value(actor)).toBe('idle')
    actor.send({ type: 'REQUEST_QUOTE' })
    expect(value(actor)).toBe('idle')
    actor.send({ type: 'OPEN', propertyId: 7, suffix: 'sa' })
    expect(value(actor)).toBe('loadReportedFindings')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })

  it('none returned: noReportedFindings; REFRESH and refocus reload it; CLOSE_MODAL closes', async () => {
    const { actor, calls } = await opened({ findings: [] })
    expect(value(actor)).toBe('noReportedFindings')
    actor.send({ type: 'REFRESH' })
    await settle(actor, 'noReportedFindings')
    actor.send({ type: 'WINDOW_FOCUSED' })
    await settle(actor, 'noReportedFindings')
    expect(calls.load).toHaveLength(3)
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })

  it('a load error is fatal, with its message; CLOSE_MODAL closes; OPEN again starts over', async () => {
    const { actor } = await opened({
      load: async (_, call) => {
        if (call === 1) throw new Error('Failed to get active reported findings.')
        return findingsOf(ALL)
      },
    })
    expect(value(actor)).toBe('fatalError')
    expect(ctx(actor).error).toEqual({ message: 'Failed to get active reported findings.' })
    actor.send({ type: 'REFRESH' })
    expect(value(actor)).toBe('fatalError')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
    actor.send({ type: 'OPEN', propertyId: 7, suffix: 'sa' })
    await settle(actor, 'selectResolutionMethod')
    expect(ctx(actor).error).toBeNull()
  })

  it('REFRESH and window refocus reload at the method choice and show the new findings', async () => {
    const { actor, calls } = await opened({
      load: async (_, call) => findingsOf(call === 1 ? ALL : [quotable]),
    })
    actor.send({ type: 'REFRESH' })
    expect(value(actor)).toBe('loadReportedFindings')
    await settle(actor, 'selectResolutionMethod')
    expect(ctx(actor).findings).toEqual([quotable])
    actor.send({ type: 'WINDOW_FOCUSED' })
    await settle(actor, 'selectResolutionMethod')
    expect(calls.load).toHaveLength(3)
  })

  it('a reload that finds none shows noReportedFindings; one that fails is fatal', async () => {
    const { actor } = await opened({
      load: async (_, call) => {
        if (call === 3) throw new Error('boom')
        return findingsOf(call === 1 ? ALL : [])
      },
    })
    actor.send({ type: 'REFRESH' })
    await settle(actor, 'noReportedFindings')
    actor.send({ type: 'REFRESH' })
    await settle(actor, 'fatalError')
    expect(ctx(actor).error?.message).toBe('boom')
  })

  it('REFRESH and refocus do not reload while choosing or typing (the camera refocuses the window)', async () => {
    const { actor, calls } = await opened()
    actor.send({ type: 'RESOLVE_VIA_THIRD_PARTY' })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 1 })
    actor.send({ type: 'REFRESH' })
    expect(value(actor)).toBe('selectThirdPartyItems')
    actor.send({ type: 'CONTINUE' })
    actor.send({ type: 'SET_DOCUMENTS', documentIds: [DOC_A] })
    actor.send({ type: 'WINDOW_FOCUSED' })
    expect(value(actor)).toBe('thirdPartyResolutionForm')
    expect(ctx(actor).thirdPartyForm.documentIds).toEqual([DOC_A])
    expect(calls.load).toHaveLength(1)
  })

  it('CLOSE_MODAL at the method choice goes back to idle', async () => {
    const { actor } = await opened()
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })

  it('OPEN with a start (the per-finding menu) goes straight to the method with the finding selected', async () => {
    const { actor } = await opened({}, { type: 'REQUEST_QUOTE', problemRegisterIds: [1, 2] })
    expect(value(actor)).toBe('selectRequestQuoteItems')
    // 2 cannot be quoted: it is not preselected.
    expect(ctx(actor).selected).toEqual([1])
    expect(ctx(actor).start).toBeNull()
    // Back at the choice, the start is not replayed.
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('selectResolutionMethod')
  })

  it('a start with no findings is dropped', async () => {
    const { actor } = await opened({ findings: [] }, { type: 'DISMISS_FINDING', problemRegisterId: 1 })
    expect(value(actor)).toBe('noReportedFindings')
    expect(ctx(actor).start).toBeNull()
  })
})

// --- Request quote ------------------------------------------------------------------------------------------

describe('request quote', () => {
  it('selects quotable findings only and toggles them', async () => {
    const { actor } = await opened()
    actor.send({ type: 'REQUEST_QUOTE' })
    expect(value(actor)).toBe('selectRequestQuoteItems')
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 2 })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 6 })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 99 })
    expect(ctx(actor).selected).toEqual([])
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 1 })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 4 })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 1 })
    expect(ctx(actor).selected).toEqual([4])
  })

  it('NEXT needs one selected: the message shows, and a toggle clears it', async () => {
    const { actor } = await opened()
    actor.send({ type: 'REQUEST_QUOTE' })
    actor.send({ type: 'NEXT' })
    expect(value(actor)).toBe('selectRequestQuoteItems')
    expect(ctx(actor).formErrors).toEqual({ selected: SELECT_A_FINDING })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 1 })
    expect(ctx(actor).formErrors).toEqual({})
  })

  it('confirm, BACK keeps the selection; CONFIRM requests, completes, invalidates and shows the findings now', async () => {
    const after = testFinding({
      problemRegisterId: 1,
      quoteRequested: true,
      quoteRequestedBy: 'Sam',
      canRequestQuote: false,
    })
    const { actor, calls } = await opened({
      requestQuote: async () => ({ result: { reportedFindings: [after] }, queued: false }),
    })
    actor.send({ type: 'REQUEST_QUOTE' })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 1 })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 4 })
    actor.send({ type: 'NEXT' })
    expect(value(actor)).toBe('confirmRequestQuote')
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('selectRequestQuoteItems')
    expect(ctx(actor).selected).toEqual([1, 4])
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'CONFIRM' })
    expect(value(actor)).toBe('submit')
    await settle(actor, 'quoteRequestComplete')
    expect(calls.quote).toEqual([{ compliancePropertyId: 7, problemRegisterIds: [1, 4] }])
    expect(calls.invalidated).toEqual([7])
    expect(calls.toasts).toEqual([])
    expect(ctx(actor).findings[0]).toEqual(after)
    expect(ctx(actor).savedOnDevice).toBe(false)
  })

  it('Continue on the complete screen reloads; close goes to idle', async () => {
    const { actor, calls } = await opened()
    actor.send({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, 'quoteRequestComplete')
    actor.send({ type: 'CONTINUE' })
    await settle(actor, 'selectResolutionMethod')
    expect(calls.load).toHaveLength(2)
    expect(ctx(actor).selected).toEqual([])
    actor.send({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, 'quoteRequestComplete')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })

  it('a failure returns to the selection with the toast and the message, not invalidating', async () => {
    const { actor, calls } = await opened({
      requestQuote: async () => {
        throw new Error('A quote has already been requested for this reported finding')
      },
    })
    actor.send({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, 'selectRequestQuoteItems')
    expect(calls.toasts).toEqual([
      {
        type: 'toast',
        key: 'quoteFailed',
        tone: 'error',
        title: FINDING_TOASTS.quoteFailed[0],
        description: FINDING_TOASTS.quoteFailed[1],
      },
    ])
    expect(ctx(actor).writeError).toBe('A quote has already been requested for this reported finding')
    expect(ctx(actor).selected).toEqual([1])
    expect(ctx(actor).error).toBeNull()
    expect(calls.invalidated).toEqual([])
    // Trying again clears the message.
    actor.send({ type: 'NEXT' })
    expect(ctx(actor).writeError).toBeNull()
  })

  it('a write kept on this device completes, saved on device', async () => {
    const { actor } = await opened({ requestQuote: async () => ({ result: null, queued: true }) })
    actor.send({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, 'quoteRequestComplete')
    expect(ctx(actor).savedOnDevice).toBe(true)
  })

  it('BACK from the selection returns to the method choice and forgets it; CLOSE_MODAL there and at confirm closes', async () => {
    const { actor } = await opened()
    actor.send({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('selectResolutionMethod')
    expect(ctx(actor).selected).toEqual([])
    actor.send({ type: 'REQUEST_QUOTE' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
    actor.send({ type: 'OPEN', propertyId: 7, suffix: 'sa' })
    await settle(actor, 'selectResolutionMethod')
    actor.send({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })

  it('CLOSE_MODAL is ignored while the request is being sent', async () => {
    const pending = deferred()
    const { actor, calls } = await opened({ requestQuote: () => pending.promise })
    actor.send({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('submit')
    pending.resolve({ result: null, queued: false })
    await settle(actor, 'quoteRequestComplete')
    expect(calls.invalidated).toEqual([7])
  })
})

// --- Third party --------------------------------------------------------------------------------------------

describe('resolve via third party', () => {
  it('selects resolvable findings only; CONTINUE needs one', async () => {
    const { actor } = await opened()
    actor.send({ type: 'RESOLVE_VIA_THIRD_PARTY' })
    expect(value(actor)).toBe('selectThirdPartyItems')
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 3 })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 7 })
    expect(ctx(actor).selected).toEqual([])
    actor.send({ type: 'CONTINUE' })
    expect(value(actor)).toBe('selectThirdPartyItems')
    expect(ctx(actor).formErrors).toEqual({ selected: SELECT_A_FINDING })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 2 })
    actor.send({ type: 'CONTINUE' })
    expect(value(actor)).toBe('thirdPartyResolutionForm')
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('selectThirdPartyItems')
    expect(ctx(actor).selected).toEqual([2])
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('selectResolutionMethod')
  })

  it('the form needs a document; notes are optional, at most 500; fields clear their errors', async () => {
    const { actor } = await opened()
    actor.send({ type: 'RESOLVE_VIA_THIRD_PARTY', problemRegisterIds: [1] })
    actor.send({ type: 'CONTINUE' })
    actor.send({ type: 'SUBMIT_FORM' })
    expect(value(actor)).toBe('thirdPartyResolutionForm')
    expect(ctx(actor).formErrors).toEqual({ documentIds: DOCUMENT_REQUIRED })
    actor.send({ type: 'SET_DOCUMENTS', documentIds: [DOC_A] })
    expect(ctx(actor).formErrors).toEqual({})
    actor.send({ type: 'SET_NOTES', notes: 'x'.repeat(501) })
    actor.send({ type: 'SUBMIT_FORM' })
    expect(ctx(actor).formErrors).toEqual({ notes: FINDINGS_NOTES_TOO_LONG })
    actor.send({ type: 'SET_NOTES', notes: 'x'.repeat(500) })
    expect(ctx(actor).formErrors).toEqual({})
    actor.send({ type: 'SUBMIT_FORM' })
    expect(value(actor)).toBe('thirdPartyDisclaimer')
  })

  it('SUBMIT_FORM may carry the fields; the disclaimer needs "I understand"; it submits and completes', async () => {
    const { actor, calls } = await atDisclaimer()
    expect(ctx(actor).understood).toBe(false)
    actor.send({ type: 'SUBMIT' })
    expect(value(actor)).toBe('thirdPartyDisclaimer')
    actor.send({ type: 'TOGGLE_UNDERSTAND' })
    actor.send({ type: 'TOGGLE_UNDERSTAND' })
    actor.send({ type: 'SUBMIT' })
    expect(value(actor)).toBe('thirdPartyDisclaimer')
    actor.send({ type: 'TOGGLE_UNDERSTAND' })
    actor.send({ type: 'SUBMIT' })
    expect(value(actor)).toBe('submitResolution')
    await settle(actor, 'thirdPartyComplete')
    expect(calls.thirdParty).toEqual([
      {
        compliancePropertyId: 7,
        selectedProblemRegisterIds: [1],
        documentIds: [DOC_A, DOC_B],
        notes: 'Fixed by Sparky Co',
      },
    ])
    expect(calls.invalidated).toEqual([7])
  })

  it('BACK from the disclaimer keeps the form', async () => {
    const { actor } = await atDisclaimer()
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('thirdPartyResolutionForm')
    expect(ctx(actor).thirdPartyForm).toEqual({ documentIds: [DOC_A, DOC_B, DOC_A], notes: '  Fixed by Sparky Co  ' })
  })

  it('a failure returns to the disclaimer with the toast, keeping everything', async () => {
    const { actor, calls } = await atDisclaimer({
      submitThirdParty: async () => {
        throw new Error('Document not found')
      },
    })
    actor.send({ type: 'TOGGLE_UNDERSTAND' })
    actor.send({ type: 'SUBMIT' })
    await settle(actor, 'thirdPartyDisclaimer')
    expect(calls.toasts.map((t) => [t.title, t.description, t.tone])).toEqual([
      [...FINDING_TOASTS.submitFailed, 'error'],
    ])
    expect(ctx(actor).writeError).toBe('Document not found')
    expect(ctx(actor).understood).toBe(true)
    expect(ctx(actor).thirdPartyForm.documentIds).toEqual([DOC_A, DOC_B, DOC_A])
    expect(calls.invalidated).toEqual([])
  })

  it('closing at the disclaimer asks first: cancel stays, confirm closes', async () => {
    const { actor } = await atDisclaimer()
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('thirdPartyDisclaimer')
    expect(ctx(actor).showCloseConfirmation).toBe(true)
    // Submitting under the confirmation does nothing.
    actor.send({ type: 'TOGGLE_UNDERSTAND' })
    actor.send({ type: 'SUBMIT' })
    expect(value(actor)).toBe('thirdPartyDisclaimer')
    actor.send({ type: 'CANCEL_CLOSE' })
    expect(ctx(actor).showCloseConfirmation).toBe(false)
    actor.send({ type: 'CLOSE_MODAL' })
    actor.send({ type: 'CONFIRM_CLOSE' })
    expect(value(actor)).toBe('idle')
    expect(ctx(actor).showCloseConfirmation).toBe(false)
  })

  it('CLOSE_MODAL closes at once before the disclaimer, and is ignored while submitting', async () => {
    const { actor } = await opened()
    actor.send({ type: 'RESOLVE_VIA_THIRD_PARTY', problemRegisterIds: [1] })
    actor.send({ type: 'CONTINUE' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')

    const pending = deferred()
    const second = await atDisclaimer({ submitThirdParty: () => pending.promise })
    second.actor.send({ type: 'TOGGLE_UNDERSTAND' })
    second.actor.send({ type: 'SUBMIT' })
    second.actor.send({ type: 'CLOSE_MODAL' })
    expect(value(second.actor)).toBe('submitResolution')
    pending.resolve({ result: null, queued: true })
    await settle(second.actor, 'thirdPartyComplete')
    expect(ctx(second.actor).savedOnDevice).toBe(true)
  })

  it('Continue on the complete screen reloads; close closes', async () => {
    const { actor, calls } = await atDisclaimer()
    actor.send({ type: 'TOGGLE_UNDERSTAND' })
    actor.send({ type: 'SUBMIT' })
    await settle(actor, 'thirdPartyComplete')
    actor.send({ type: 'CONTINUE' })
    await settle(actor, 'selectResolutionMethod')
    expect(calls.load).toHaveLength(2)
    expect(ctx(actor).thirdPartyForm).toEqual({ documentIds: [], notes: '' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })
})

// --- Inform DI and built year -------------------------------------------------------------------------------

describe('inform the provider', () => {
  it('INFORM_DI: notes required (trimmed), the built year hidden and not sent; it completes and invalidates', async () => {
    const { actor, calls } = await opened()
    actor.send({ type: 'INFORM_DI' })
    expect(value(actor)).toEqual({ informDI: 'selectItems' })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 1 })
    expect(ctx(actor).selected).toEqual([])
    actor.send({ type: 'SUBMIT_FORM' })
    expect(ctx(actor).formErrors).toEqual({ selected: SELECT_A_FINDING, notes: NOTES_REQUIRED_SHORT })
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 4 })
    expect(ctx(actor).formErrors).toEqual({ notes: NOTES_REQUIRED_SHORT })
    actor.send({ type: 'SET_NOTES', notes: '   ' })
    actor.send({ type: 'SUBMIT_FORM' })
    expect(ctx(actor).formErrors).toEqual({ notes: NOTES_REQUIRED_SHORT })
    actor.send({ type: 'SUBMIT_FORM', notes: 'x'.repeat(501) })
    expect(ctx(actor).formErrors).toEqual({ notes: FINDINGS_NOTES_TOO_LONG })
    expect(showsBuiltYear(ctx(actor))).toBe(false)
    // Typed while shown, then hidden: not sent.
    actor.send({ type: 'SET_PROPERTY_BUILT', propertyBuilt: '2030-01' })
    actor.send({ type: 'SUBMIT_FORM', notes: ' The alarm was replaced ' })
    expect(value(actor)).toEqual({ informDI: 'informDIRequest' })
    await settle(actor, { informDI: 'confirmed' })
    expect(calls.inform).toEqual([
      { compliancePropertyId: 7, problemRegisterIds: [4], notes: 'The alarm was replaced', propertyBuilt: null },
    ])
    expect(calls.invalidated).toEqual([7])
  })

  it('a selected finding that can take the built year makes it required, not after this month', async () => {
    const { actor, calls } = await opened()
    actor.send({ type: 'INFORM_DI', problemRegisterIds: [4, 5] })
    expect(showsBuiltYear(ctx(actor))).toBe(true)
    actor.send({ type: 'SUBMIT_FORM', notes: 'Built in the nineties' })
    expect(ctx(actor).formErrors).toEqual({ propertyBuilt: BUILT_YEAR_REQUIRED })
    actor.send({ type: 'SET_PROPERTY_BUILT', propertyBuilt: '' })
    actor.send({ type: 'SUBMIT_FORM' })
    expect(ctx(actor).formErrors).toEqual({ propertyBuilt: BUILT_YEAR_REQUIRED })
    actor.send({ type: 'SET_PROPERTY_BUILT', propertyBuilt: '2026-12' })
    expect(ctx(actor).formErrors).toEqual({})
    actor.send({ type: 'SUBMIT_FORM' })
    expect(ctx(actor).formErrors).toEqual({ propertyBuilt: BUILT_YEAR_IN_FUTURE })
    actor.send({ type: 'SUBMIT_FORM', propertyBuilt: '1995-06' })
    await settle(actor, { informDI: 'confirmed' })
    expect(calls.inform[0]).toMatchObject({ problemRegisterIds: [4, 5], propertyBuilt: '1995-06' })
  })

  it('ENTER_PROPERTY_BUILT_YEAR shows the built year whatever is selected, and selects only those that take it', async () => {
    const { actor } = await opened()
    actor.send({ type: 'ENTER_PROPERTY_BUILT_YEAR', problemRegisterIds: [4, 5] })
    expect(value(actor)).toEqual({ informDI: 'selectItems' })
    expect(ctx(actor).informMode).toBe('ENTER_PROPERTY_BUILT_YEAR')
    expect(ctx(actor).selected).toEqual([5])
    actor.send({ type: 'TOGGLE_ITEM', problemRegisterId: 5 })
    expect(showsBuiltYear(ctx(actor))).toBe(true)
    actor.send({ type: 'SUBMIT_FORM', notes: 'Built 1995' })
    expect(ctx(actor).formErrors).toEqual({ selected: SELECT_A_FINDING, propertyBuilt: BUILT_YEAR_REQUIRED })
  })

  it('a failure returns to selectItems with the toast, keeping the form', async () => {
    const { actor, calls } = await opened({
      informDI: async () => {
        throw new Error('This reported finding has already been resolved')
      },
    })
    actor.send({ type: 'INFORM_DI', problemRegisterIds: [4] })
    actor.send({ type: 'SUBMIT_FORM', notes: 'Done' })
    await settle(actor, { informDI: 'selectItems' })
    expect(calls.toasts.map((t) => [t.key, t.title, t.description])).toEqual([
      ['informFailed', ...FINDING_TOASTS.informFailed],
    ])
    expect(ctx(actor).informForm.notes).toBe('Done')
    expect(ctx(actor).writeError).toBe('This reported finding has already been resolved')
    expect(calls.invalidated).toEqual([])
  })

  it('BACK returns to the method choice; CLOSE_MODAL closes; it is ignored while sending', async () => {
    const pending = deferred()
    const { actor } = await opened({ informDI: () => pending.promise })
    actor.send({ type: 'INFORM_DI' })
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('selectResolutionMethod')
    actor.send({ type: 'INFORM_DI', problemRegisterIds: [4] })
    actor.send({ type: 'SUBMIT_FORM', notes: 'Done' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toEqual({ informDI: 'informDIRequest' })
    pending.resolve({ result: null, queued: false })
    await settle(actor, { informDI: 'confirmed' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })

  it('Continue on the confirmed screen reloads', async () => {
    const { actor, calls } = await opened()
    actor.send({ type: 'INFORM_DI', problemRegisterIds: [4] })
    actor.send({ type: 'SUBMIT_FORM', notes: 'Done' })
    await settle(actor, { informDI: 'confirmed' })
    actor.send({ type: 'CONTINUE' })
    await settle(actor, 'selectResolutionMethod')
    expect(calls.load).toHaveLength(2)
  })
})

// --- Forward quote ------------------------------------------------------------------------------------------

describe('forward quote to landlord', () => {
  it('only a finding with a forwardable quote opens it', async () => {
    const { actor } = await opened()
    actor.send({ type: 'FORWARD_QUOTE', problemRegisterId: 1 })
    expect(value(actor)).toBe('selectResolutionMethod')
    actor.send({ type: 'FORWARD_QUOTE', problemRegisterId: 3 })
    expect(value(actor)).toBe('forwardQuoteToLandlord')
    expect(ctx(actor).forwardFindingId).toBe(3)
  })

  it('QUOTE_FORWARDED returns, remembering the quote and invalidating; BACK returns without', async () => {
    const { actor, calls } = await opened()
    actor.send({ type: 'FORWARD_QUOTE', problemRegisterId: 3 })
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('selectResolutionMethod')
    expect(ctx(actor).forwardedQuoteIds).toEqual([])
    expect(calls.invalidated).toEqual([])
    actor.send({ type: 'FORWARD_QUOTE', problemRegisterId: 3 })
    actor.send({ type: 'QUOTE_FORWARDED' })
    expect(value(actor)).toBe('selectResolutionMethod')
    expect(ctx(actor).forwardedQuoteIds).toEqual([90])
    expect(ctx(actor).forwardFindingId).toBeNull()
    expect(calls.invalidated).toEqual([7])
    actor.send({ type: 'FORWARD_QUOTE', problemRegisterId: 3 })
    actor.send({ type: 'QUOTE_FORWARDED' })
    expect(ctx(actor).forwardedQuoteIds).toEqual([90])
    actor.send({ type: 'FORWARD_QUOTE', problemRegisterId: 3 })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })
})

// --- Dismiss and restore ------------------------------------------------------------------------------------

describe('dismiss and restore', () => {
  it('DISMISS_FINDING only for a dismissible open finding, UN_DISMISS_FINDING only for a dismissed one', async () => {
    const { actor } = await opened()
    actor.send({ type: 'DISMISS_FINDING', problemRegisterId: 6 })
    actor.send({ type: 'DISMISS_FINDING', problemRegisterId: 7 })
    actor.send({ type: 'UN_DISMISS_FINDING', problemRegisterId: 1 })
    expect(value(actor)).toBe('selectResolutionMethod')
    actor.send({ type: 'DISMISS_FINDING', problemRegisterId: 1 })
    expect(value(actor)).toBe('dismissFinding')
    expect(ctx(actor).dismissal).toEqual({ problemRegisterId: 1, restore: false })
    actor.send({ type: 'BACK' })
    expect(value(actor)).toBe('selectResolutionMethod')
    expect(ctx(actor).dismissal).toBeNull()
    actor.send({ type: 'DISMISS_FINDING', problemRegisterId: 1 })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('idle')
  })

  it('a not-dismissible finding cannot be dismissed', async () => {
    const { actor } = await opened({ findings: [testFinding({ problemRegisterId: 1, isDismissible: false })] })
    actor.send({ type: 'DISMISS_FINDING', problemRegisterId: 1 })
    expect(value(actor)).toBe('selectResolutionMethod')
  })

  it('CONFIRM dismisses: success toast, invalidate, done, reload', async () => {
    const pending = deferred()
    const { actor, calls } = await opened({ dismissFinding: () => pending.promise })
    actor.send({ type: 'DISMISS_FINDING', problemRegisterId: 1 })
    actor.send({ type: 'CONFIRM' })
    expect(value(actor)).toBe('dismissing')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(value(actor)).toBe('dismissing')
    pending.resolve({ result: null, queued: false })
    await settle(actor, 'selectResolutionMethod')
    expect(calls.dismiss).toEqual([{ propertyId: 7, problemRegisterId: 1, restore: false }])
    expect(calls.toasts.map((t) => [t.key, t.tone, t.title, t.description])).toEqual([
      ['dismissed', 'success', ...FINDING_TOASTS.dismissed],
    ])
    expect(calls.invalidated).toEqual([7])
    expect(calls.load).toHaveLength(2)
    expect(ctx(actor).dismissal).toBeNull()
  })

  it('CONFIRM restores: success toast, invalidate, reload', async () => {
    const { actor, calls } = await opened()
    actor.send({ type: 'UN_DISMISS_FINDING', problemRegisterId: 6 })
    expect(ctx(actor).dismissal).toEqual({ problemRegisterId: 6, restore: true })
    actor.send({ type: 'CONFIRM' })
    expect(value(actor)).toBe('unDismissing')
    await waitFor(actor, () => calls.load.length === 2, { timeout: 1000 })
    await settle(actor, 'selectResolutionMethod')
    expect(calls.dismiss).toEqual([{ propertyId: 7, problemRegisterId: 6, restore: true }])
    expect(calls.toasts.map((t) => [t.key, t.tone, t.title, t.description])).toEqual([
      ['restored', 'success', ...FINDING_TOASTS.restored],
    ])
    expect(calls.invalidated).toEqual([7])
  })

  it('a failed dismissal returns to the method choice with its toast, no reload', async () => {
    const { actor, calls } = await opened({
      dismissFinding: async () => {
        throw new Error('This reported finding has already been dismissed')
      },
    })
    actor.send({ type: 'DISMISS_FINDING', problemRegisterId: 1 })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, 'selectResolutionMethod')
    expect(calls.toasts.map((t) => [t.key, t.tone, t.title, t.description])).toEqual([
      ['dismissFailed', 'error', ...FINDING_TOASTS.dismissFailed],
    ])
    expect(ctx(actor).writeError).toBe('This reported finding has already been dismissed')
    expect(calls.load).toHaveLength(1)
    expect(calls.invalidated).toEqual([])
  })

  it('a failed restore returns to the method choice with its toast', async () => {
    const { actor, calls } = await opened({
      dismissFinding: async () => {
        throw new Error('nope')
      },
    })
    actor.send({ type: 'UN_DISMISS_FINDING', problemRegisterId: 6 })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, 'selectResolutionMethod')
    expect(calls.toasts.map((t) => [t.key, t.tone])).toEqual([['restoreFailed', 'error']])
    expect(calls.invalidated).toEqual([])
  })

  it('a reload after a dismissal that fails is fatal', async () => {
    const { actor } = await opened({
      load: async (_, call) => {
        if (call === 2) throw new Error('Failed to get active reported findings.')
        return findingsOf(ALL)
      },
    })
    actor.send({ type: 'DISMISS_FINDING', problemRegisterId: 1 })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, 'fatalError')
    expect(ctx(actor).error).toEqual({ message: 'Failed to get active reported findings.' })
  })
})

describe('the context', () => {
  it('OPEN starts over: a second opening forgets the first one’s choices', async () => {
    const { actor } = await opened()
    actor.send({ type: 'FORWARD_QUOTE', problemRegisterId: 3 })
    actor.send({ type: 'QUOTE_FORWARDED' })
    actor.send({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    actor.send({ type: 'CLOSE_MODAL' })
    actor.send({ type: 'OPEN', propertyId: 8, suffix: 'gas' })
    const fresh: Partial<WizardContext> = {
      propertyId: 8,
      suffix: 'gas',
      selected: [],
      forwardedQuoteIds: [],
      findings: [],
      formErrors: {},
    }
    expect(ctx(actor)).toMatchObject(fresh)
    await settle(actor, 'selectResolutionMethod')
  })
})
