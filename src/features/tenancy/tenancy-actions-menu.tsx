import { css, cx } from '../../../styled-system/css'
import { buttonRecipe, ChevronDownIcon, Menu } from '../../ui/index.ts'

const ACTIONS = ['edit', 'renew', 'mark-vacant'] as const
export type TenancyAction = (typeof ACTIONS)[number]
const isAction = (value: string): value is TenancyAction => ACTIONS.some((action) => action === value)

type Props = {
  /** Edit and Renew need a tenancy to start from. */
  hasTenancy: boolean
  /** Only for a property that is neither vacant nor integrated (spec §2). */
  canMarkVacant: boolean
  onSelect: (action: TenancyAction) => void
}

/** The tenancy actions menu: Edit tenancy, Renew tenancy, Mark property as vacant. */
export function TenancyActionsMenu({ hasTenancy, canMarkVacant, onSelect }: Props) {
  if (!hasTenancy && !canMarkVacant) return null
  return (
    <Menu.DeferredRoot
      onSelect={({ value }) => isAction(value) && onSelect(value)}
      trigger={{
        className: cx(buttonRecipe({ variant: 'outline' }), css({ fontSize: 'sm' })),
        children: (
          <>
            Tenancy actions
            <ChevronDownIcon size={16} />
          </>
        ),
      }}
    >
      <Menu.Content>
        {hasTenancy && <Menu.Item value="edit">Edit tenancy</Menu.Item>}
        {hasTenancy && <Menu.Item value="renew">Renew tenancy</Menu.Item>}
        {canMarkVacant && (
          <Menu.Item value="mark-vacant" className={css({ color: 'danger' })}>
            Mark property as vacant
          </Menu.Item>
        )}
      </Menu.Content>
    </Menu.DeferredRoot>
  )
}
