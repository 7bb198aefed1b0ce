import { css } from '../../../../styled-system/css'
import type { ReportedFinding } from '../../../contract/reported-findings.ts'
import { buttonRecipe, ChevronDownIcon, ExternalLinkIcon, Menu } from '../../../ui/index.ts'

export type FindingMenuChoice = 'dismiss' | 'restore'

/**
 * What the per-finding resolve menu offers today (§4): Review quote when the provider's approval link exists,
 * and Dismiss finding (isDismissible) or Restore finding (isDismissed). The wizard's choices join it with the
 * wizard; until then nothing is offered that would not work.
 */
export function findingMenuChoices(finding: ReportedFinding): {
  review: string | null
  change: FindingMenuChoice | null
} {
  const p = finding.problemRegister
  const review = p.canForwardToLandlord ? (finding.quotation?.approvalUrl ?? null) : null
  const change = p.isDismissed ? 'restore' : p.isDismissible && p.status === 'OPEN' ? 'dismiss' : null
  return { review, change }
}

type Props = { finding: ReportedFinding; disabled: boolean; onChoose: (choice: FindingMenuChoice) => void }

export function FindingMenu({ finding, disabled, onChoose }: Props) {
  const { review, change } = findingMenuChoices(finding)
  if (!review && !change) return null
  return (
    <Menu.Root
      onSelect={(details) => (details.value === 'dismiss' || details.value === 'restore') && onChoose(details.value)}
    >
      <Menu.Trigger
        disabled={disabled}
        aria-label={`Resolve: ${finding.originalProblemItem.title}`}
        className={buttonRecipe({ variant: 'outline' })}
      >
        Resolve
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Content>
        {review && (
          <Menu.Item value="review" asChild>
            <a href={review} target="_blank" rel="noreferrer">
              Review quote
              <ExternalLinkIcon />
              <span className={css({ srOnly: true })}>(opens in a new tab)</span>
            </a>
          </Menu.Item>
        )}
        {change === 'dismiss' && <Menu.Item value="dismiss">Dismiss finding</Menu.Item>}
        {change === 'restore' && <Menu.Item value="restore">Restore finding</Menu.Item>}
      </Menu.Content>
    </Menu.Root>
  )
}
