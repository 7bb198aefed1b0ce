import { css } from '../../../styled-system/css'

export const errorText = css({ color: 'danger', fontSize: 'sm' })
