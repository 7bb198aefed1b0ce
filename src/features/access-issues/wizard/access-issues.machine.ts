import { assign, fromPromise, setup } from 'xstate'
import {
  type AccessIssueCase,
  ENTRY_METHOD_INFO,
  type EntryMethod,
  type ProblemSet,
  type SuggestedAction,
} from '../../../contract/access-issues.ts'

/**
 * The access-issue wizard's statechart (property-operations §4 "Access issues wizard"): exactly the spec's
 * states and events. The case and the agency action come from injected actors (`loadCase`, `performAction`),
 * so the machine is tested without a browser and the app decides how they reach the server (the outbox).
 */

export type WizardQueue = {
  /** The problem set being resolved; null once it is done (resolveIssueCompleted) or before one is chosen. */
  current: ProblemSet | null
  /** Those still to come for the chosen entry method, in the provider's order. */
  queue: ProblemSet[]
  /** How many of the entry method's problem sets this opening has resolved or passed. */
  resolvedCount: number
}

export type AgencyActionInput = {
  solutionLabel: string
  notes: string | null
  date: string | null
  /**
   * The EMAIL and BOOKING solutions are performed by the send-email dialog and the booking wizard, whose own
   * request (POST send-occupant-notification or booking, with resolveAccessIssue) records the solution. The
   * wizard is then told which one did it: performAction only reads the case again, and the solution counts as
   * performed even when that read fails (the email or booking was made).
   */
  performedBy?: 'email' | 'booking'
}

/** What performing a solution gave: the server's case when it answered, or nothing when kept on this device. */
export type PerformResult = { case: AccessIssueCase | null; queued: boolean }

/** What performAction gets: the body, and the solution's name (the outbox describes the write with it). */
export type PerformInput = { propertyId: number; solutionPublicName: string } & AgencyActionInput

/** Thrown by loadCase when a case was never seen on this device and there is no connection to fetch it. */
export class NeedsConnectionError extends Error {
  override name = 'NeedsConnectionError'
}

export type WizardInput = { propertyId: number; defaultEntryMethod?: EntryMethod | null }

export type WizardContext = {
  propertyId: number
  defaultEntryMethod: EntryMethod | null
  debug: boolean
  accessCase: AccessIssueCase | null
  entryMethod: EntryMethod | null
  queue: WizardQueue
  solutionIndex: number
  showCloseConfirmation: boolean
  /** Entry methods unblocked in this opening ("Access has been arranged via …"). */
  arranged: EntryMethod[]
  /** Problem sets passed without a solution (only the provider can resolve them). */
  passed: number[]
  /** The user asked to choose the entry method: no automatic choice. */
  chooseManually: boolean
  /** The solution just performed, for the completed screen. */
  lastSolution: SuggestedAction | null
  /** The last action was kept on this device and will sync. */
  savedOnDevice: boolean
  /** The action being sent (resolveIssuePending). */
  pendingAction: AgencyActionInput | null
  error: { message: string; needsConnection: boolean } | null
}

export type WizardEvent =
  | { type: 'OPEN'; debug?: boolean }
  | { type: 'CLOSE_MODAL' }
  | { type: 'FORCE_CLOSE_MODAL' }
  | { type: 'HIDE_CLOSE_CONFIRMATION' }
  /** With a method: choose it; without: go back to the choice (switching method). */
  | { type: 'SELECT_ENTRY_METHOD'; entryMethod?: EntryMethod }
  | { type: 'UNBLOCK_OTHER_ENTRY_METHOD' }
  | { type: 'SELECT_SOLUTION'; index: number }
  | ({ type: 'MARK_AS_AGENCY_ACTION' } & AgencyActionInput)
  | { type: 'NEXT_PROBLEM_SET' }
  | { type: 'FAKE_MARK_AS_AGENCY_ACTION'; solutionLabel?: string }
  | { type: 'DISABLE_DEBUG_MODE' }

// --- The case, as pure functions (also used to keep the cached case in step offline) -----------------------

/** An entry method's problem sets, its queues flattened in order (a set in two queues counts once). */
export function problemSetsOf(accessCase: AccessIssueCase, method: EntryMethod): ProblemSet[] {
  const blocked = accessCase.blocked_entry_methods.find((b) => b.blocked_entry_method === method)
  const seen = new Set<number>()
  const sets: ProblemSet[] = []
  for (const queue of blocked?.queues ?? []) {
    for (const set of queue.problem_sets) {
      if (seen.has(set.id)) continue
      seen.add(set.id)
      sets.push(set)
    }
  }
  return sets
}

/** The blocked entry methods that still have a problem set: the ones the wizard offers. */
export function availableEntryMethods(accessCase: AccessIssueCase): EntryMethod[] {
  return accessCase.blocked_entry_methods
    .filter((b) => problemSetsOf(accessCase, b.blocked_entry_method).length > 0)
    .map((b) => b.blocked_entry_method)
}

/** §4: an entry method is resolved when all its problem sets have a performed solution or have no actions. */
export function isEntryMethodResolved(accessCase: AccessIssueCase, method: EntryMethod): boolean {
  return problemSetsOf(accessCase, method).every((set) => set.suggested_actions.length === 0)
}

/** Performing a solution removes every problem set that contains it; empty queues and methods go with them. */
export function applySolution(accessCase: AccessIssueCase, solutionLabel: string): AccessIssueCase {
  const contains = (set: ProblemSet) => set.suggested_actions.some((a) => a.solution_label === solutionLabel)
  const blocked = accessCase.blocked_entry_methods
    .map((b) => ({
      ...b,
      queues: b.queues
        .map((q) => ({ problem_sets: q.problem_sets.filter((set) => !contains(set)) }))
        .filter((q) => q.problem_sets.length > 0),
    }))
    .filter((b) => b.queues.length > 0)
  return {
    ...accessCase,
    blocked_entry_methods: blocked,
    blocked_entry_method_keys: blocked.map((b) => b.blocked_entry_method),
  }
}

/**
 * §4 selectEntryMethod: the default method when given; or, with none resolved, more than one available and
 * exactly one not blocked by preferences, that one; or the only one available. Otherwise the user chooses.
 */
export function automaticEntryMethod(
  accessCase: AccessIssueCase,
  options: { defaultEntryMethod: EntryMethod | null; arranged: readonly EntryMethod[] },
): EntryMethod | null {
  const available = availableEntryMethods(accessCase).filter((m) => !options.arranged.includes(m))
  if (options.defaultEntryMethod && available.includes(options.defaultEntryMethod)) return options.defaultEntryMethod
  const noneResolved = options.arranged.length === 0 && available.every((m) => !isEntryMethodResolved(accessCase, m))
  if (noneResolved && available.length > 1) {
    const open = accessCase.blocked_entry_methods.filter(
      (b) => available.includes(b.blocked_entry_method) && !b.is_blocked_by_preferences,
    )
    if (open.length === 1 && open[0]) return open[0].blocked_entry_method
  }
  if (available.length === 1) return available[0] ?? null
  return null
}

/** The entry method's texts: the server's when it sent them, the contract's otherwise. */
export function entryMethodInfo(accessCase: AccessIssueCase | null, method: EntryMethod) {
  return accessCase?.entry_methods.find((m) => m.key === method) ?? { key: method, ...ENTRY_METHOD_INFO[method] }
}

/** "n of m": the current set's position among the entry method's sets of this opening. */
export function progress(queue: WizardQueue): { n: number; m: number } {
  return { n: queue.resolvedCount + 1, m: queue.resolvedCount + 1 + queue.queue.length }
}

/** Other blocked entry methods the user can go on to unblock after one is arranged. */
export function otherEntryMethods(context: Pick<WizardContext, 'accessCase' | 'arranged' | 'entryMethod'>) {
  if (!context.accessCase) return []
  return availableEntryMethods(context.accessCase).filter(
    (m) => m !== context.entryMethod && !context.arranged.includes(m),
  )
}

const EMPTY_QUEUE: WizardQueue = { current: null, queue: [], resolvedCount: 0 }

function queueFor(accessCase: AccessIssueCase, method: EntryMethod): WizardQueue {
  const [current = null, ...queue] = problemSetsOf(accessCase, method)
  return { current, queue, resolvedCount: 0 }
}

/** After a solution: the case as it is now, and the method's remaining sets (those passed stay passed). */
function afterSolution(context: WizardContext, solutionLabel: string, serverCase: AccessIssueCase | null) {
  const local = context.accessCase ? applySolution(context.accessCase, solutionLabel) : null
  const accessCase = serverCase ?? local
  const method = context.entryMethod
  const before = (context.queue.current ? 1 : 0) + context.queue.queue.length
  const remaining =
    accessCase && method ? problemSetsOf(accessCase, method).filter((s) => !context.passed.includes(s.id)) : []
  const queue: WizardQueue = {
    current: null,
    queue: remaining,
    resolvedCount: context.queue.resolvedCount + Math.max(1, before - remaining.length),
  }
  const lastSolution = context.queue.current?.suggested_actions.find((a) => a.solution_label === solutionLabel) ?? null
  const arranged = remaining.length === 0 && method ? [...context.arranged, method] : context.arranged
  return { accessCase, queue, lastSolution, arranged }
}

function errorOf(error: unknown): WizardContext['error'] {
  return {
    message: error instanceof Error ? error.message : String(error),
    needsConnection: error instanceof NeedsConnectionError,
  }
}

/** What an opening starts from: everything but the property, its default method and debug mode. */
function freshOpening(): Omit<WizardContext, 'propertyId' | 'defaultEntryMethod' | 'debug'> {
  return {
    accessCase: null,
    entryMethod: null,
    queue: EMPTY_QUEUE,
    solutionIndex: 0,
    showCloseConfirmation: false,
    arranged: [],
    passed: [],
    chooseManually: false,
    lastSolution: null,
    savedOnDevice: false,
    pendingAction: null,
    error: null,
  }
}

const problemSetsRemain = ({ context }: { context: WizardContext }) =>
  context.queue.current !== null || context.queue.queue.length > 0

export const accessIssuesMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    // Placeholders: the app and the tests provide the real ones (machine.provide({ actors })).
    loadCase: fromPromise<AccessIssueCase, { propertyId: number }>(async () => {
      throw new Error('loadCase is not provided')
    }),
    performAction: fromPromise<PerformResult, PerformInput>(async () => {
      throw new Error('performAction is not provided')
    }),
  },
  guards: {
    canSelectEntryMethod: ({ context, event }) => {
      if (event.type !== 'SELECT_ENTRY_METHOD' || !context.accessCase) return false
      return event.entryMethod === undefined || availableEntryMethods(context.accessCase).includes(event.entryMethod)
    },
    wantsToChoose: ({ event }) => event.type === 'SELECT_ENTRY_METHOD' && event.entryMethod === undefined,
    hasAutomaticEntryMethod: ({ context }) =>
      !context.chooseManually &&
      context.accessCase !== null &&
      automaticEntryMethod(context.accessCase, context) !== null,
    currentHasNoSolutions: ({ context }) => context.queue.current?.suggested_actions.length === 0,
    noCurrentProblemSet: ({ context }) => context.queue.current === null,
    solutionInRange: ({ context, event }) =>
      event.type === 'SELECT_SOLUTION' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < (context.queue.current?.suggested_actions.length ?? 0),
    solutionOfCurrentSet: ({ context, event }) =>
      event.type === 'MARK_AS_AGENCY_ACTION' &&
      (context.queue.current?.suggested_actions.some((a) => a.solution_label === event.solutionLabel) ?? false),
    debugSolutionOfCurrentSet: ({ context, event }) => {
      if (!context.debug || event.type !== 'FAKE_MARK_AS_AGENCY_ACTION') return false
      const actions = context.queue.current?.suggested_actions ?? []
      return event.solutionLabel === undefined
        ? actions.length > 0
        : actions.some((a) => a.solution_label === event.solutionLabel)
    },
    debug: ({ context }) => context.debug,
    problemSetsRemain,
    moreQueued: ({ context }) => context.queue.queue.length > 0,
    otherEntryMethodsRemain: ({ context }) => otherEntryMethods(context).length > 0,
    showsEntryMethods: ({ context }) =>
      context.accessCase !== null &&
      context.accessCase.problem_case_details.portal_suppression_level === 0 &&
      availableEntryMethods(context.accessCase).length > 0,
    allDisqualified: ({ context }) =>
      context.accessCase !== null &&
      context.accessCase.problem_case_details.portal_suppression_level === 0 &&
      context.accessCase.all_entry_methods_disqualified,
  },
  actions: {
    reset: assign(({ context, event }) => ({
      ...context,
      ...freshOpening(),
      debug: event.type === 'OPEN' ? Boolean(event.debug) : context.debug,
    })),
    showCloseConfirmation: assign({ showCloseConfirmation: true }),
    hideCloseConfirmation: assign({ showCloseConfirmation: false }),
    disableDebug: assign({ debug: false }),
    pickAutomatically: assign(({ context }) => {
      const method = context.accessCase ? automaticEntryMethod(context.accessCase, context) : null
      if (!context.accessCase || !method) return {}
      return { entryMethod: method, queue: queueFor(context.accessCase, method), solutionIndex: 0 }
    }),
    pickSelected: assign(({ context, event }) => {
      if (event.type !== 'SELECT_ENTRY_METHOD' || !event.entryMethod || !context.accessCase) return {}
      return {
        entryMethod: event.entryMethod,
        queue: queueFor(context.accessCase, event.entryMethod),
        solutionIndex: 0,
        chooseManually: false,
        showCloseConfirmation: false,
      }
    }),
    chooseManually: assign({ chooseManually: true, showCloseConfirmation: false }),
    allowAutomaticChoice: assign({ chooseManually: false, defaultEntryMethod: null, entryMethod: null }),
    selectSolution: assign({
      solutionIndex: ({ event }) => (event.type === 'SELECT_SOLUTION' ? event.index : 0),
    }),
    nextProblemSet: assign(({ context }) => {
      const [current = null, ...queue] = context.queue.queue
      // A set without solutions is passed, not resolved: it stays for the provider.
      const passed =
        context.queue.current && context.queue.current.suggested_actions.length === 0
          ? [...context.passed, context.queue.current.id]
          : context.passed
      const resolvedCount = context.queue.current ? context.queue.resolvedCount + 1 : context.queue.resolvedCount
      return {
        queue: { current, queue, resolvedCount },
        passed,
        solutionIndex: 0,
        showCloseConfirmation: false,
        savedOnDevice: false,
      }
    }),
  },
}).createMachine({
  id: 'accessIssues',
  initial: 'idle',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    defaultEntryMethod: input.defaultEntryMethod ?? null,
    debug: false,
    ...freshOpening(),
  }),
  on: {
    FORCE_CLOSE_MODAL: { target: '.idle', actions: 'hideCloseConfirmation' },
    HIDE_CLOSE_CONFIRMATION: { actions: 'hideCloseConfirmation' },
    DISABLE_DEBUG_MODE: { guard: 'debug', actions: 'disableDebug' },
  },
  states: {
    idle: {
      on: { OPEN: { target: 'initialLoad', actions: 'reset' } },
    },
    initialLoad: {
      invoke: {
        src: 'loadCase',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: [
          {
            guard: ({ event }) =>
              event.output.problem_case_details.portal_suppression_level === 0 &&
              availableEntryMethods(event.output).length > 0,
            target: 'selectEntryMethod',
            actions: assign({ accessCase: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) =>
              event.output.problem_case_details.portal_suppression_level === 0 &&
              event.output.all_entry_methods_disqualified,
            target: 'allEntryMethodsDisqualified',
            actions: assign({ accessCase: ({ event }) => event.output }),
          },
          { target: 'noAccessIssuesError', actions: assign({ accessCase: ({ event }) => event.output }) },
        ],
        onError: { target: 'fatalError', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
      on: { CLOSE_MODAL: 'idle' },
    },
    noAccessIssuesError: { on: { CLOSE_MODAL: 'idle' } },
    allEntryMethodsDisqualified: { on: { CLOSE_MODAL: 'idle' } },
    fatalError: { on: { CLOSE_MODAL: 'idle' } },
    selectEntryMethod: {
      always: { guard: 'hasAutomaticEntryMethod', target: 'resolveIssue', actions: 'pickAutomatically' },
      on: {
        SELECT_ENTRY_METHOD: {
          guard: ({ context, event }) =>
            event.entryMethod !== undefined &&
            context.accessCase !== null &&
            availableEntryMethods(context.accessCase).includes(event.entryMethod),
          target: 'resolveIssue',
          actions: 'pickSelected',
        },
        CLOSE_MODAL: 'idle',
      },
    },
    resolveIssue: {
      always: [
        { guard: 'noCurrentProblemSet', target: 'resolveIssueCompleted' },
        { guard: 'currentHasNoSolutions', target: 'resolveIssueNoSolutions' },
      ],
      on: {
        SELECT_SOLUTION: { guard: 'solutionInRange', actions: 'selectSolution' },
        SELECT_ENTRY_METHOD: [
          { guard: 'wantsToChoose', target: 'selectEntryMethod', actions: 'chooseManually' },
          { guard: 'canSelectEntryMethod', target: 'resolveIssue', reenter: true, actions: 'pickSelected' },
        ],
        CLOSE_MODAL: [{ guard: 'problemSetsRemain', actions: 'showCloseConfirmation' }, { target: 'idle' }],
        MARK_AS_AGENCY_ACTION: {
          guard: 'solutionOfCurrentSet',
          target: 'resolveIssuePending',
          actions: assign(({ event }) =>
            event.type === 'MARK_AS_AGENCY_ACTION'
              ? {
                  pendingAction: {
                    solutionLabel: event.solutionLabel,
                    notes: event.notes,
                    date: event.date,
                    ...(event.performedBy ? { performedBy: event.performedBy } : {}),
                  },
                  showCloseConfirmation: false,
                }
              : {},
          ),
        },
        FAKE_MARK_AS_AGENCY_ACTION: {
          guard: 'debugSolutionOfCurrentSet',
          target: 'resolveIssueCompleted',
          // Debug only: the case changes here as if the server had taken the action; nothing is sent.
          actions: assign(({ context, event }) => {
            const label =
              (event.type === 'FAKE_MARK_AS_AGENCY_ACTION' && event.solutionLabel) ||
              context.queue.current?.suggested_actions[0]?.solution_label ||
              ''
            return { ...afterSolution(context, label, null), savedOnDevice: false, showCloseConfirmation: false }
          }),
        },
      },
    },
    resolveIssuePending: {
      invoke: {
        src: 'performAction',
        input: ({ context }) => {
          const action = context.pendingAction ?? { solutionLabel: '', notes: null, date: null }
          const solution = context.queue.current?.suggested_actions.find(
            (a) => a.solution_label === action.solutionLabel,
          )
          return {
            propertyId: context.propertyId,
            solutionPublicName: solution?.solution_public_name ?? action.solutionLabel,
            ...action,
          }
        },
        onDone: {
          target: 'resolveIssueCompleted',
          actions: assign(({ context, event }) => ({
            ...afterSolution(context, context.pendingAction?.solutionLabel ?? '', event.output.case),
            savedOnDevice: event.output.queued,
            pendingAction: null,
          })),
        },
        onError: [
          {
            // Sent or booked already: only reading the case again failed, so the solution stands.
            guard: ({ context }) => context.pendingAction?.performedBy !== undefined,
            target: 'resolveIssueCompleted',
            actions: assign(({ context }) => ({
              ...afterSolution(context, context.pendingAction?.solutionLabel ?? '', null),
              savedOnDevice: false,
              pendingAction: null,
            })),
          },
          { target: 'fatalError', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
        ],
      },
    },
    resolveIssueCompleted: {
      on: {
        NEXT_PROBLEM_SET: { guard: 'moreQueued', target: 'resolveIssue', actions: 'nextProblemSet' },
        UNBLOCK_OTHER_ENTRY_METHOD: {
          guard: ({ context }) => context.queue.queue.length === 0 && otherEntryMethods(context).length > 0,
          target: 'selectEntryMethod',
          actions: 'allowAutomaticChoice',
        },
        CLOSE_MODAL: [{ guard: 'problemSetsRemain', actions: 'showCloseConfirmation' }, { target: 'idle' }],
      },
    },
    resolveIssueNoSolutions: {
      on: {
        NEXT_PROBLEM_SET: { guard: 'moreQueued', target: 'resolveIssue', actions: 'nextProblemSet' },
        SELECT_ENTRY_METHOD: [
          { guard: 'wantsToChoose', target: 'selectEntryMethod', actions: 'chooseManually' },
          { guard: 'canSelectEntryMethod', target: 'resolveIssue', actions: 'pickSelected' },
        ],
        CLOSE_MODAL: [{ guard: 'moreQueued', actions: 'showCloseConfirmation' }, { target: 'idle' }],
      },
    },
  },
})

export type AccessIssuesMachine = typeof accessIssuesMachine
