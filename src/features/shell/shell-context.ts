import { createContext, useContext } from 'react'

/**
 * True under AppShell. Screens that can render either inside the shell or on their own (the 404)
 * use it to avoid a second <main> landmark.
 */
export const InShellContext = createContext(false)

export const useInShell = () => useContext(InShellContext)
