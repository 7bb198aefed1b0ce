// The smallest React 19 app Vite builds: the yardstick for the app's first-screen bundle.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Hello</h1>
    </StrictMode>,
  )
}
