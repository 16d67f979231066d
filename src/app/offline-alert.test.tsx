import { render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { OfflineAlert } from './offline-alert'
import { createQueryClient } from '../api/query-client'
import { goOnline } from '../../test/online'

afterEach(() => {
  goOnline(true)
})

test('the offline banner follows the browser both ways', () => {
  createQueryClient()
  render(<OfflineAlert />)
  goOnline(false)
  expect(screen.getByRole('alert')).toHaveTextContent('You are offline.')
  goOnline(true)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('back online while nothing was on screen (the app had failed), the banner is gone', () => {
  createQueryClient()
  const { unmount } = render(<OfflineAlert />)
  goOnline(false)
  unmount()
  goOnline(true)
  render(<OfflineAlert />)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
