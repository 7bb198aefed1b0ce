export { Badge, type BadgeProps, badgeRecipe } from './badge.tsx'
export { Banner, type BannerProps } from './banner.tsx'
export { Button, type ButtonProps, buttonRecipe } from './button.tsx'
export { DateInput, type DateInputProps } from './date-input.tsx'
export { Dialog } from './dialog.tsx'
export { Drawer } from './drawer.tsx'
export { CheckboxField, Field, fieldControl, NativeSelect } from './field.tsx'
export { FullPageLoader, type FullPageLoaderProps } from './full-page-loader.tsx'
export {
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalLinkIcon,
  InfoIcon,
  MenuIcon,
  PhoneIcon,
  WarningIcon,
} from './icons.tsx'
export { CHUNK_TEXTS, ChunkBoundary, lazyWithRetry } from './lazy-chunk.tsx'
export { listCard } from './list-card.ts'
export { Menu } from './menu.tsx'
export { usePageTitle } from './page-title.ts'
export { Pagination } from './pagination.tsx'
export { Popover } from './popover.tsx'
export { RenderInSlices } from './render-in-slices.tsx'
export { TabLinks } from './tab-links.tsx'
export { Tabs, tabsRecipe } from './tabs.tsx'
export { addTags, splitTags, TagsInput, type TagsInputProps } from './tags-input.tsx'
export { Breadcrumbs, TitleBlock, type TitleBlockProps } from './title-block.tsx'
export { Toasts, toaster, usePreloadedToaster } from './toast.tsx'
export { UnavailableLink, UnavailableReason } from './unavailable.tsx'
export { DEVICE_STORE_SETTLE, useArmed, useIdle, whenIdle } from './use-idle.ts'
export { useMinWidth } from './use-media-query.ts'
export { useNearViewport } from './use-near-viewport.ts'
