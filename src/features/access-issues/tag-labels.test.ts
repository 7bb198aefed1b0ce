import { describe, expect, it } from 'vitest'
import { ACCESS_ISSUE_TAGS } from '../../contract/notices.ts'
import { ACCESS_ISSUE_TAG_LABEL, shownTags } from './tag-labels.ts'

describe('access-issue tags', () => {
  it('label every tag but NotOverdue, which is the absence of a problem', () => {
    const hidden = ACCESS_ISSUE_TAGS.filter((tag) => ACCESS_ISSUE_TAG_LABEL[tag] === null)
    expect(hidden).toEqual(['NotOverdue'])
  })
  it('keep the server order and drop what does not show', () => {
    expect(shownTags(['NotOverdue', 'UpdateRequired', 'Suspended']).map((t) => t.label)).toEqual([
      'Update required',
      'Suspended',
    ])
  })
})
