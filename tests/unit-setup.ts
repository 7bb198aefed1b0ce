// Real IndexedDB semantics in unit tests (Dexie), without a browser.
import 'fake-indexeddb/auto'
