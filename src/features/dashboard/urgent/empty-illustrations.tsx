/**
 * The dashboard's empty-state illustrations (property-operations §2): no active notice, no results, no urgent
 * quote or invoice, and compliance issue. Decorative: the text beside them says what they show.
 */
export type IllustrationKind = 'no-active-notice' | 'no-results' | 'no-urgent-quote-or-invoice' | 'compliance-issue'

export function EmptyIllustration({ kind }: { kind: IllustrationKind }) {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="88" rx="40" ry="5" fill="#e5e7eb" />
      <Drawing kind={kind} />
    </svg>
  )
}

function Drawing({ kind }: { kind: IllustrationKind }) {
  switch (kind) {
    case 'no-active-notice':
      return (
        <g>
          <path d="M30 40 60 16l30 24v44H30z" fill="#eef4ff" stroke="#3b6fd8" strokeWidth="3" />
          <rect x="52" y="58" width="16" height="26" rx="2" fill="#fff" stroke="#3b6fd8" strokeWidth="3" />
          <circle cx="88" cy="30" r="13" fill="#16a34a" />
          <path d="m82 30 4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        </g>
      )
    case 'no-results':
      return (
        <g>
          <circle cx="52" cy="42" r="24" fill="#eef4ff" stroke="#3b6fd8" strokeWidth="4" />
          <path d="m70 60 18 18" stroke="#3b6fd8" strokeWidth="6" strokeLinecap="round" />
          <path d="M42 42h20" stroke="#9ca3af" strokeWidth="4" strokeLinecap="round" />
        </g>
      )
    case 'no-urgent-quote-or-invoice':
      return (
        <g>
          <path d="M34 10h40l14 14v58H34z" fill="#fff" stroke="#3b6fd8" strokeWidth="3" />
          <path d="M74 10v14h14" fill="#eef4ff" stroke="#3b6fd8" strokeWidth="3" />
          <path d="M44 38h32M44 48h32M44 58h20" stroke="#9ca3af" strokeWidth="3" strokeLinecap="round" />
          <circle cx="86" cy="72" r="13" fill="#16a34a" />
          <path d="m80 72 4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        </g>
      )
    case 'compliance-issue':
      return (
        <g>
          <path
            d="M60 10 94 24v22c0 20-14 34-34 40-20-6-34-20-34-40V24z"
            fill="#eef4ff"
            stroke="#3b6fd8"
            strokeWidth="3"
          />
          <path d="m46 48 10 10 18-18" fill="none" stroke="#16a34a" strokeWidth="5" strokeLinecap="round" />
        </g>
      )
  }
}
