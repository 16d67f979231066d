import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { InvoiceTagList } from './invoice-tag-list'

const chipTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent)

test('up to three tags are chips with nothing folded away', () => {
  render(<InvoiceTagList tags={['software', 'urgent', 'capex']} />)
  expect(screen.getByRole('list', { name: 'Tags (3)' })).toBeInTheDocument()
  expect(chipTexts()).toEqual(['software', 'urgent', 'capex'])
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})

test('four tags are two chips and "+2 more": three chips and the button do not fit the column', () => {
  render(<InvoiceTagList tags={['capex', 'software', 'hardware', 'office']} />)
  expect(chipTexts()).toEqual(['capex', 'software'])
  expect(screen.getByRole('button', { name: '+2 more' })).toBeInTheDocument()
})

test('beyond three, two chips and "+N more", which reveals the rest by keyboard and says it is expanded', async () => {
  const user = userEvent.setup()
  const tags = Array.from({ length: 50 }, (_, index) => `tag-${index + 1}`)
  render(<InvoiceTagList tags={tags} />)
  expect(chipTexts()).toEqual(['tag-1', 'tag-2'])
  const more = screen.getByRole('button', { name: '+48 more' })
  expect(more).toHaveAttribute('aria-expanded', 'false')

  await user.tab()
  expect(more).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(chipTexts()).toHaveLength(50)
  expect(chipTexts().at(-1)).toBe('tag-50')
  const fewer = screen.getByRole('button', { name: 'Show fewer' })
  expect(fewer).toHaveAttribute('aria-expanded', 'true')
  expect(fewer).toHaveFocus()
  expect(fewer).toHaveAttribute('aria-controls', screen.getByRole('list').id)

  await user.keyboard(' ')
  expect(chipTexts()).toHaveLength(2)
})

test('a long tag keeps its full text for assistive technology and as a tooltip', () => {
  const long = `quarter-end-${'reconciliation-'.repeat(20)}`
  render(<InvoiceTagList tags={[long]} />)
  const chip = within(screen.getByRole('list')).getByRole('listitem')
  expect(chip).toHaveTextContent(long)
  expect(chip).toHaveAttribute('title', long)
})

test('no tags, or only blank ones, is a dash; duplicates are all shown', () => {
  const { container, rerender } = render(<InvoiceTagList tags={null} />)
  expect(container).toHaveTextContent(/^—$/)
  rerender(<InvoiceTagList tags={['', '  ']} />)
  expect(container).toHaveTextContent(/^—$/)
  rerender(<InvoiceTagList tags={['urgent', 'urgent']} />)
  expect(chipTexts()).toEqual(['urgent', 'urgent'])
})

test('the dialog variant shows every tag at once', () => {
  render(<InvoiceTagList tags={['a', 'b', 'c', 'd', 'e']} expanded />)
  expect(chipTexts()).toHaveLength(5)
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})
