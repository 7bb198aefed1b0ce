import { createContext, useContext } from 'react'

/** Opens the Switch portfolio panel from anywhere in the signed-in app (user menu, dashboard button). */
export const PortfolioSwitchContext = createContext<() => void>(() => {})
export const useOpenPortfolioSwitch = () => useContext(PortfolioSwitchContext)
