// Real IndexedDB semantics in unit tests (Dexie), without a browser.
import 'fake-indexeddb/auto'
import { markFirstScreenSettled } from '../src/ui/use-idle.ts'

// Components are tested on their own, not while a first screen loads: what waits for it runs at once.
markFirstScreenSettled()
