import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type {
  AccessIssueCase,
  BlockedEntryMethod,
  EntryMethod,
  ProblemSet,
  SuggestedAction,
} from '../../../contract/access-issues.ts'
import {
  accessIssuesMachine,
  applySolution,
  automaticEntryMethod,
  isEntryMethodResolved,
  NeedsConnectionError,
  type PerformInput,
  type PerformResult,
  problemSetsOf,
  progress,
} from './access-issues.machine.ts'

// --- Fixtures -----------------------------------------------------------------------------------------------

function action(label: string, group: SuggestedAction['solution_group'] = 'CONFIRM'): SuggestedAction {
  return {
    solution_label: label,
    solution_public_name: `Do ${label}`,
    solution_group: group,
    description_integrated: `Integrated ${label} in {PMS}`,
    description_non_integrated: `Non-integrated ${label}`,
    confirmation_button_text_integrated: 'Confirm',
    confirmation_button_text_non_integrated: 'Confirm',
  }
}
function set(id: number, labels: string[]): ProblemSet {
  return {
    id,
    problem_code: 'REFUSING_SERVICE' as ProblemSet['problem_code'],
    public_name: `Problem ${id}`,
    public_descriptions: [`Description ${id}`],
    suggested_actions: labels.map((l) => action(l)),
    created_at: '2026-11-01T00:00:00Z',
  }
}
function method(key: EntryMethod, queues: ProblemSet[][], blockedByPreferences = false): BlockedEntryMethod {
  return {
    blocked_entry_method: key,
    is_blocked_by_preferences: blockedByPreferences,
    queues: queues.map((problem_sets) => ({ problem_sets })),
  }
}
function makeCase(blocked: BlockedEntryMethod[], overrides: Partial<AccessIssueCase> = {}): AccessIssueCase {
  return {
    problem_case_details: { portal_suppression_level: 0, oas_bookable_services: [] },
    blocked_entry_methods: blocked,
    blocked_entry_method_keys: blocked.map((b) => b.blocked_entry_method),
    all_entry_methods_disqualified: false,
    entry_methods: [],
    agency_actions_performed: [],
    agency: { is_integrated: false, software_name: null },
    provider: { name: 'Acme Compliance', phone: '1300 000 000', email: 'help@example.com' },
    ...overrides,
  }
}

type Options = {
  accessCase?: AccessIssueCase
  load?: () => Promise<AccessIssueCase>
  perform?: (input: PerformInput) => Promise<PerformResult>
  defaultEntryMethod?: EntryMethod | null
}
function start({ accessCase, load, perform, defaultEntryMethod = null }: Options = {}) {
  const performed: PerformInput[] = []
  const machine = accessIssuesMachine.provide({
    actors: {
      loadCase: fromPromise(async () => {
        if (load) return load()
        if (!accessCase) throw new Error('no case')
        return accessCase
      }),
      performAction: fromPromise(async ({ input }: { input: PerformInput }) => {
        performed.push(input)
        return perform ? perform(input) : { case: null, queued: false }
      }),
    },
  })
  const actor = createActor(machine, { input: { propertyId: 7, defaultEntryMethod } })
  actor.start()
  return { actor, performed }
}
const settle = (actor: ReturnType<typeof start>['actor'], state: string) =>
  waitFor(actor, (s) => s.matches(state as never), { timeout: 1000 })
const stateOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value

const twoMethods = () =>
  makeCase([
    method('APPOINTMENT', [[set(1, ['A', 'B'])], [set(2, ['C'])]]),
    method('ENTER_WITH_KEY_AS_EN', [[set(3, [])]]),
  ])

// --- Pure rules ---------------------------------------------------------------------------------------------

describe('the case rules', () => {
  it('flattens a method’s queues in order, a set in two queues once', () => {
    const c = makeCase([
      method('APPOINTMENT', [
        [set(1, ['A']), set(2, ['B'])],
        [set(2, ['B']), set(3, ['C'])],
      ]),
    ])
    expect(problemSetsOf(c, 'APPOINTMENT').map((s) => s.id)).toEqual([1, 2, 3])
    expect(problemSetsOf(c, 'ENTER_WITH_KEY_VACANT')).toEqual([])
  })

  it('performing a solution removes every set containing it, then empty queues and methods', () => {
    const c = makeCase([
      method('APPOINTMENT', [[set(1, ['A', 'B'])], [set(2, ['A'])]]),
      method('ENTER_WITH_KEY_AS_EN', [[set(3, ['A']), set(4, ['C'])]]),
    ])
    const after = applySolution(c, 'A')
    expect(after.blocked_entry_methods.map((b) => b.blocked_entry_method)).toEqual(['ENTER_WITH_KEY_AS_EN'])
    expect(after.blocked_entry_method_keys).toEqual(['ENTER_WITH_KEY_AS_EN'])
    expect(problemSetsOf(after, 'ENTER_WITH_KEY_AS_EN').map((s) => s.id)).toEqual([4])
  })

  it('an entry method is resolved when all its sets have no actions (the performed ones are gone)', () => {
    const c = twoMethods()
    expect(isEntryMethodResolved(c, 'ENTER_WITH_KEY_AS_EN')).toBe(true)
    expect(isEntryMethodResolved(c, 'APPOINTMENT')).toBe(false)
    expect(isEntryMethodResolved(applySolution(applySolution(c, 'A'), 'C'), 'APPOINTMENT')).toBe(true)
  })

  it('progress counts the current set among those resolved and queued', () => {
    expect(progress({ current: set(1, ['A']), queue: [set(2, ['B'])], resolvedCount: 0 })).toEqual({ n: 1, m: 2 })
    expect(progress({ current: set(2, ['B']), queue: [], resolvedCount: 1 })).toEqual({ n: 2, m: 2 })
  })
})

describe('automatic entry-method choice (§4 selectEntryMethod)', () => {
  const none = { defaultEntryMethod: null, arranged: [] }
  const both = (prefsA: boolean, prefsB: boolean) =>
    makeCase([
      method('APPOINTMENT', [[set(1, ['A'])]], prefsA),
      method('ENTER_WITH_KEY_AS_EN', [[set(2, ['B'])]], prefsB),
    ])

  it('takes the default method when given and available', () => {
    expect(automaticEntryMethod(both(false, false), { ...none, defaultEntryMethod: 'ENTER_WITH_KEY_AS_EN' })).toBe(
      'ENTER_WITH_KEY_AS_EN',
    )
  })
  it('ignores a default method that is not blocked', () => {
    expect(automaticEntryMethod(both(false, false), { ...none, defaultEntryMethod: 'ENTER_WITH_KEY_VACANT' })).toBe(
      null,
    )
  })
  it('none resolved, several available, exactly one not blocked by preferences: that one', () => {
    expect(automaticEntryMethod(both(true, false), none)).toBe('ENTER_WITH_KEY_AS_EN')
    expect(automaticEntryMethod(both(false, true), none)).toBe('APPOINTMENT')
  })
  it('several not blocked by preferences, or all blocked: the user chooses', () => {
    expect(automaticEntryMethod(both(false, false), none)).toBe(null)
    expect(automaticEntryMethod(both(true, true), none)).toBe(null)
  })
  it('one resolved already (no actions left): the preference rule does not apply', () => {
    const c = makeCase([
      method('APPOINTMENT', [[set(1, ['A'])]], true),
      method('ENTER_WITH_KEY_AS_EN', [[set(2, [])]], false),
    ])
    expect(automaticEntryMethod(c, none)).toBe(null)
  })
  it('one arranged in this opening: the preference rule does not apply', () => {
    const c = makeCase([
      method('APPOINTMENT', [[set(1, ['A'])]], true),
      method('ENTER_WITH_KEY_AS_EN', [[set(2, ['B'])]], false),
      method('ENTER_WITH_KEY_BY_TENANT_REQUEST', [[set(3, ['C'])]], true),
    ])
    expect(automaticEntryMethod(c, { defaultEntryMethod: null, arranged: ['ENTER_WITH_KEY_VACANT'] })).toBe(null)
  })
  it('only one available: that one', () => {
    expect(automaticEntryMethod(makeCase([method('APPOINTMENT', [[set(1, ['A'])]], true)]), none)).toBe('APPOINTMENT')
  })
})

// --- The machine --------------------------------------------------------------------------------------------

describe('access issues machine', () => {
  it('starts idle and ignores everything but OPEN', () => {
    const { actor } = start({ accessCase: twoMethods() })
    expect(stateOf(actor)).toBe('idle')
    actor.send({ type: 'NEXT_PROBLEM_SET' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('OPEN loads the case (initialLoad) and, with blocked methods and suppression 0, asks for the method', async () => {
    const { actor } = start({ accessCase: twoMethods() })
    actor.send({ type: 'OPEN' })
    expect(stateOf(actor)).toBe('initialLoad')
    await settle(actor, 'selectEntryMethod')
    expect(actor.getSnapshot().context.accessCase).not.toBeNull()
  })

  it('suppression above 0: noAccessIssuesError, even with blocked methods', async () => {
    const c = twoMethods()
    const { actor } = start({
      accessCase: { ...c, problem_case_details: { portal_suppression_level: 2, oas_bookable_services: [] } },
    })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'noAccessIssuesError')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('no blocked methods: noAccessIssuesError', async () => {
    const { actor } = start({ accessCase: makeCase([]) })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'noAccessIssuesError')
  })

  it('all entry methods disqualified and suppression 0: allEntryMethodsDisqualified; closing returns to idle', async () => {
    const { actor } = start({ accessCase: makeCase([], { all_entry_methods_disqualified: true }) })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'allEntryMethodsDisqualified')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('all disqualified but suppression above 0: noAccessIssuesError', async () => {
    const { actor } = start({
      accessCase: makeCase([], {
        all_entry_methods_disqualified: true,
        problem_case_details: { portal_suppression_level: 1, oas_bookable_services: [] },
      }),
    })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'noAccessIssuesError')
  })

  it('a failed load: fatalError with the message kept; closing returns to idle', async () => {
    const { actor } = start({ load: () => Promise.reject(new Error('Server said no')) })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'fatalError')
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Server said no', needsConnection: false })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('a case never seen, offline: fatalError that says it needs a connection', async () => {
    const { actor } = start({ load: () => Promise.reject(new NeedsConnectionError('offline')) })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'fatalError')
    expect(actor.getSnapshot().context.error?.needsConnection).toBe(true)
  })

  it('CLOSE_MODAL while loading returns to idle', () => {
    const { actor } = start({ load: () => new Promise(() => {}) })
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('picks the only available method automatically and queues its sets', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, ['A'])], [set(2, ['B'])]])])
    const { actor } = start({ accessCase: c })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    const { entryMethod, queue } = actor.getSnapshot().context
    expect(entryMethod).toBe('APPOINTMENT')
    expect(queue.current?.id).toBe(1)
    expect(queue.queue.map((s) => s.id)).toEqual([2])
    expect(queue.resolvedCount).toBe(0)
  })

  it('picks the default method given as input', async () => {
    const { actor } = start({ accessCase: twoMethods(), defaultEntryMethod: 'ENTER_WITH_KEY_AS_EN' })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssueNoSolutions')
    expect(actor.getSnapshot().context.entryMethod).toBe('ENTER_WITH_KEY_AS_EN')
  })

  it('picks the one method not blocked by preferences', async () => {
    const c = makeCase([
      method('APPOINTMENT', [[set(1, ['A'])]], true),
      method('ENTER_WITH_KEY_AS_EN', [[set(2, ['B'])]], false),
    ])
    const { actor } = start({ accessCase: c })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    expect(actor.getSnapshot().context.entryMethod).toBe('ENTER_WITH_KEY_AS_EN')
  })

  it('SELECT_ENTRY_METHOD chooses a blocked method; one not blocked is refused', async () => {
    const { actor } = start({ accessCase: twoMethods() })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'ENTER_WITH_KEY_VACANT' })
    expect(stateOf(actor)).toBe('selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD' })
    expect(stateOf(actor)).toBe('selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' })
    expect(stateOf(actor)).toBe('resolveIssue')
    expect(actor.getSnapshot().context.queue.current?.id).toBe(1)
  })

  it('CLOSE_MODAL on the method choice closes at once', async () => {
    const { actor } = start({ accessCase: twoMethods() })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'selectEntryMethod')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('a set with no suggested actions goes to resolveIssueNoSolutions', async () => {
    const { actor } = start({ accessCase: twoMethods() })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'ENTER_WITH_KEY_AS_EN' })
    expect(stateOf(actor)).toBe('resolveIssueNoSolutions')
    // No queue: Finish closes without asking.
    actor.send({ type: 'NEXT_PROBLEM_SET' })
    expect(stateOf(actor)).toBe('resolveIssueNoSolutions')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('no solutions with more queued: Next access issue moves on; closing asks first', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, [])], [set(2, ['B'])]])])
    const { actor } = start({ accessCase: c })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssueNoSolutions')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(true)
    actor.send({ type: 'HIDE_CLOSE_CONFIRMATION' })
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(false)
    actor.send({ type: 'NEXT_PROBLEM_SET' })
    expect(stateOf(actor)).toBe('resolveIssue')
    const { queue, passed } = actor.getSnapshot().context
    expect(queue.current?.id).toBe(2)
    expect(queue.resolvedCount).toBe(1)
    expect(passed).toEqual([1])
  })

  it('switching entry method from resolveIssue: straight to another, or back to the choice', async () => {
    const c = makeCase([
      method('APPOINTMENT', [[set(1, ['A'])]], true),
      method('ENTER_WITH_KEY_AS_EN', [[set(2, ['B'])]]),
    ])
    const { actor } = start({ accessCase: c })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' })
    expect(stateOf(actor)).toBe('resolveIssue')
    expect(actor.getSnapshot().context.queue.current?.id).toBe(1)
    // Back to the choice: no automatic pick this time, although one method is not blocked by preferences.
    actor.send({ type: 'SELECT_ENTRY_METHOD' })
    expect(stateOf(actor)).toBe('selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'ENTER_WITH_KEY_AS_EN' })
    expect(actor.getSnapshot().context.queue.current?.id).toBe(2)
  })

  it('SELECT_SOLUTION sets the tab index within range only', async () => {
    const { actor } = start({ accessCase: twoMethods() })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' })
    actor.send({ type: 'SELECT_SOLUTION', index: 1 })
    expect(actor.getSnapshot().context.solutionIndex).toBe(1)
    actor.send({ type: 'SELECT_SOLUTION', index: 2 })
    actor.send({ type: 'SELECT_SOLUTION', index: -1 })
    expect(actor.getSnapshot().context.solutionIndex).toBe(1)
  })

  it('CLOSE_MODAL while sets remain asks; FORCE_CLOSE_MODAL returns to idle; HIDE goes back', async () => {
    const { actor } = start({ accessCase: twoMethods() })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' })
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('resolveIssue')
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(true)
    actor.send({ type: 'HIDE_CLOSE_CONFIRMATION' })
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(false)
    actor.send({ type: 'CLOSE_MODAL' })
    actor.send({ type: 'FORCE_CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(false)
  })

  it('MARK_AS_AGENCY_ACTION for a solution not offered is refused', async () => {
    const { actor, performed } = start({ accessCase: twoMethods() })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' })
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'C', notes: null, date: null })
    expect(stateOf(actor)).toBe('resolveIssue')
    expect(performed).toEqual([])
  })

  it('MARK_AS_AGENCY_ACTION → pending (the POST) → completed; NEXT_PROBLEM_SET → the next set', async () => {
    let finish: (r: PerformResult) => void = () => {}
    const { actor, performed } = start({
      accessCase: twoMethods(),
      perform: () =>
        new Promise((resolve) => {
          finish = resolve
        }),
    })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'selectEntryMethod')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' })
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'B', notes: 'Rang them', date: '2026-12-01' })
    expect(stateOf(actor)).toBe('resolveIssuePending')
    // Nothing closes a request on its way.
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('resolveIssuePending')
    expect(performed).toEqual([
      { propertyId: 7, solutionPublicName: 'Do B', solutionLabel: 'B', notes: 'Rang them', date: '2026-12-01' },
    ])
    finish({ case: null, queued: false })
    await settle(actor, 'resolveIssueCompleted')
    const ctx = actor.getSnapshot().context
    expect(ctx.lastSolution?.solution_label).toBe('B')
    expect(ctx.queue).toMatchObject({ current: null, resolvedCount: 1 })
    expect(ctx.queue.queue.map((s) => s.id)).toEqual([2])
    expect(ctx.arranged).toEqual([])
    // More queued: closing asks.
    actor.send({ type: 'CLOSE_MODAL' })
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(true)
    actor.send({ type: 'NEXT_PROBLEM_SET' })
    expect(stateOf(actor)).toBe('resolveIssue')
    expect(actor.getSnapshot().context.queue).toMatchObject({ current: { id: 2 }, queue: [], resolvedCount: 1 })
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(false)
  })

  it('an email sent (or a booking made) by its dialog: MARK_AS_AGENCY_ACTION {performedBy} → pending → completed', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, ['EMAIL_TENANT', 'B'])], [set(2, ['C'])]])])
    const { actor, performed } = start({ accessCase: c })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({
      type: 'MARK_AS_AGENCY_ACTION',
      solutionLabel: 'EMAIL_TENANT',
      notes: null,
      date: null,
      performedBy: 'email',
    })
    expect(stateOf(actor)).toBe('resolveIssuePending')
    await settle(actor, 'resolveIssueCompleted')
    // performAction is told the dialog already made the request (it only reads the case again).
    expect(performed).toEqual([
      {
        propertyId: 7,
        solutionPublicName: 'Do EMAIL_TENANT',
        solutionLabel: 'EMAIL_TENANT',
        notes: null,
        date: null,
        performedBy: 'email',
      },
    ])
    const ctx = actor.getSnapshot().context
    expect(ctx.lastSolution?.solution_label).toBe('EMAIL_TENANT')
    expect(ctx.queue).toMatchObject({ current: null, resolvedCount: 1 })
    expect(ctx.queue.queue.map((s) => s.id)).toEqual([2])
    expect(ctx.pendingAction).toBeNull()
    actor.send({ type: 'NEXT_PROBLEM_SET' })
    expect(stateOf(actor)).toBe('resolveIssue')
  })

  it('performed by a dialog but the case cannot be read again: still completed (the case changed here), not fatal', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, ['BOOK_ON_BEHALF'])]])])
    const { actor } = start({
      accessCase: c,
      perform: async () => {
        throw new Error('Failed to fetch')
      },
    })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({
      type: 'MARK_AS_AGENCY_ACTION',
      solutionLabel: 'BOOK_ON_BEHALF',
      notes: null,
      date: null,
      performedBy: 'booking',
    })
    await settle(actor, 'resolveIssueCompleted')
    const ctx = actor.getSnapshot().context
    expect(ctx.error).toBeNull()
    expect(ctx.arranged).toEqual(['APPOINTMENT'])
    expect(ctx.accessCase?.blocked_entry_methods).toEqual([])
  })

  it('performed by a dialog, for a solution the current set does not offer: refused', async () => {
    const { actor, performed } = start({ accessCase: twoMethods(), defaultEntryMethod: 'APPOINTMENT' })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'C', notes: null, date: null, performedBy: 'email' })
    expect(stateOf(actor)).toBe('resolveIssue')
    expect(performed).toEqual([])
  })

  it('a failed POST of the wizard’s own action is still fatal', async () => {
    const { actor } = start({
      accessCase: twoMethods(),
      defaultEntryMethod: 'APPOINTMENT',
      perform: async () => {
        throw new Error('Server error')
      },
    })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'fatalError')
    expect(actor.getSnapshot().context.error?.message).toBe('Server error')
  })

  it('a solution shared by several sets resolves them all; the queue empties: the method is arranged', async () => {
    const c = makeCase([
      method('APPOINTMENT', [[set(1, ['A'])], [set(2, ['A', 'X'])]]),
      method('ENTER_WITH_KEY_AS_EN', [[set(3, [])]]),
    ])
    const { actor } = start({ accessCase: c, defaultEntryMethod: 'APPOINTMENT' })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'resolveIssueCompleted')
    const ctx = actor.getSnapshot().context
    expect(ctx.queue).toMatchObject({ current: null, queue: [], resolvedCount: 2 })
    expect(ctx.arranged).toEqual(['APPOINTMENT'])
    expect(ctx.accessCase?.blocked_entry_method_keys).toEqual(['ENTER_WITH_KEY_AS_EN'])
    // Nothing left of this method: closing does not ask; NEXT is refused.
    actor.send({ type: 'NEXT_PROBLEM_SET' })
    expect(stateOf(actor)).toBe('resolveIssueCompleted')
    // Another method remains: UNBLOCK_OTHER_ENTRY_METHOD goes on to it (the only one left: picked).
    actor.send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' })
    expect(stateOf(actor)).toBe('resolveIssueNoSolutions')
    expect(actor.getSnapshot().context.entryMethod).toBe('ENTER_WITH_KEY_AS_EN')
  })

  it('completed with the queue empty and no other method: closes without asking; UNBLOCK refused', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, ['A'])]])])
    const { actor } = start({ accessCase: c })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'resolveIssueCompleted')
    actor.send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' })
    expect(stateOf(actor)).toBe('resolveIssueCompleted')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('takes the server’s case when it answers', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, ['A'])], [set(2, ['B'])]])])
    // The server also resolved set 2 (another user did): the method is arranged.
    const server = makeCase([])
    const { actor } = start({ accessCase: c, perform: async () => ({ case: server, queued: false }) })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'resolveIssueCompleted')
    expect(actor.getSnapshot().context.accessCase).toBe(server)
    expect(actor.getSnapshot().context.arranged).toEqual(['APPOINTMENT'])
    expect(actor.getSnapshot().context.savedOnDevice).toBe(false)
  })

  it('kept on this device (offline): the solution is applied locally and the completed screen knows it', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, ['A'])], [set(2, ['B'])]])])
    const { actor } = start({ accessCase: c, perform: async () => ({ case: null, queued: true }) })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'resolveIssueCompleted')
    const ctx = actor.getSnapshot().context
    expect(ctx.savedOnDevice).toBe(true)
    expect(problemSetsOf(ctx.accessCase as AccessIssueCase, 'APPOINTMENT').map((s) => s.id)).toEqual([2])
    actor.send({ type: 'NEXT_PROBLEM_SET' })
    expect(actor.getSnapshot().context.savedOnDevice).toBe(false)
  })

  it('a failed action: fatalError with the message; closing returns to idle; OPEN starts afresh', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, ['A'])]])])
    const { actor } = start({ accessCase: c, perform: () => Promise.reject(new Error('Boom 500')) })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'fatalError')
    expect(actor.getSnapshot().context.error?.message).toBe('Boom 500')
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await settle(actor, 'resolveIssue')
  })

  it('from resolveIssueNoSolutions: switch to another method, or back to the choice', async () => {
    const { actor } = start({ accessCase: twoMethods(), defaultEntryMethod: 'ENTER_WITH_KEY_AS_EN' })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssueNoSolutions')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'ENTER_WITH_KEY_VACANT' })
    expect(stateOf(actor)).toBe('resolveIssueNoSolutions')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' })
    expect(stateOf(actor)).toBe('resolveIssue')
    expect(actor.getSnapshot().context.entryMethod).toBe('APPOINTMENT')
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'ENTER_WITH_KEY_AS_EN' })
    expect(stateOf(actor)).toBe('resolveIssueNoSolutions')
    actor.send({ type: 'SELECT_ENTRY_METHOD' })
    expect(stateOf(actor)).toBe('selectEntryMethod')
  })

  it('completed with more queued: UNBLOCK_OTHER_ENTRY_METHOD is refused until the method is arranged', async () => {
    const { actor } = start({ accessCase: twoMethods(), defaultEntryMethod: 'APPOINTMENT' })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'resolveIssueCompleted')
    actor.send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' })
    expect(stateOf(actor)).toBe('resolveIssueCompleted')
    actor.send({ type: 'FORCE_CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('arranged with other methods still blocked: Finish (CLOSE_MODAL) closes without asking', async () => {
    const c = makeCase([method('APPOINTMENT', [[set(1, ['A'])]]), method('ENTER_WITH_KEY_AS_EN', [[set(2, ['B'])]])])
    const { actor } = start({ accessCase: c, defaultEntryMethod: 'APPOINTMENT' })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'resolveIssueCompleted')
    expect(actor.getSnapshot().context.arranged).toEqual(['APPOINTMENT'])
    actor.send({ type: 'CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })

  it('after one method is arranged, the next choice is automatic only when one method is left', async () => {
    const c = makeCase([
      method('APPOINTMENT', [[set(1, ['A'])]]),
      method('ENTER_WITH_KEY_AS_EN', [[set(2, ['B'])]], true),
      method('ENTER_WITH_KEY_BY_TENANT_REQUEST', [[set(3, ['C'])]]),
    ])
    const { actor } = start({ accessCase: c, defaultEntryMethod: 'APPOINTMENT' })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: 'A', notes: null, date: null })
    await settle(actor, 'resolveIssueCompleted')
    actor.send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' })
    // Two left, one of them refused by preferences, but one is already arranged: the user chooses.
    expect(stateOf(actor)).toBe('selectEntryMethod')
    expect(actor.getSnapshot().context.entryMethod).toBeNull()
  })

  it('FORCE_CLOSE_MODAL from any open state returns to idle', async () => {
    const { actor } = start({ accessCase: twoMethods() })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'selectEntryMethod')
    actor.send({ type: 'FORCE_CLOSE_MODAL' })
    expect(stateOf(actor)).toBe('idle')
  })
})

describe('debug mode', () => {
  const single = () => makeCase([method('APPOINTMENT', [[set(1, ['A'])], [set(2, ['B'])]])])

  it('debug events are refused without the debug flag', async () => {
    const { actor, performed } = start({ accessCase: single() })
    actor.send({ type: 'OPEN' })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'FAKE_MARK_AS_AGENCY_ACTION' })
    expect(stateOf(actor)).toBe('resolveIssue')
    actor.send({ type: 'DISABLE_DEBUG_MODE' })
    expect(actor.getSnapshot().context.debug).toBe(false)
    expect(performed).toEqual([])
  })

  it('OPEN {debug}: FAKE_MARK_AS_AGENCY_ACTION completes without the server', async () => {
    const { actor, performed } = start({ accessCase: single() })
    actor.send({ type: 'OPEN', debug: true })
    await settle(actor, 'resolveIssue')
    expect(actor.getSnapshot().context.debug).toBe(true)
    actor.send({ type: 'FAKE_MARK_AS_AGENCY_ACTION', solutionLabel: 'nope' })
    expect(stateOf(actor)).toBe('resolveIssue')
    actor.send({ type: 'FAKE_MARK_AS_AGENCY_ACTION' })
    expect(stateOf(actor)).toBe('resolveIssueCompleted')
    expect(actor.getSnapshot().context.queue.queue.map((s) => s.id)).toEqual([2])
    expect(performed).toEqual([])
  })

  it('DISABLE_DEBUG_MODE turns it off: the fake event is refused afterwards', async () => {
    const { actor } = start({ accessCase: single() })
    actor.send({ type: 'OPEN', debug: true })
    await settle(actor, 'resolveIssue')
    actor.send({ type: 'DISABLE_DEBUG_MODE' })
    expect(actor.getSnapshot().context.debug).toBe(false)
    actor.send({ type: 'FAKE_MARK_AS_AGENCY_ACTION' })
    expect(stateOf(actor)).toBe('resolveIssue')
  })
})
