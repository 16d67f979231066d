import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { InvoiceTagList } from './invoice-tag-list'

const chipTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent)

test('tags that fit the column are all chips, with nothing folded away', () => {
  render(<InvoiceTagList tags={['software', 'urgent', 'capex']} />)
  expect(screen.getByRole('list', { name: 'Tags (3)' })).toBeInTheDocument()
  expect(chipTexts()).toEqual(['software', 'urgent', 'capex'])
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})

test('tags that do not all fit show those that fit beside "+N more", by their length', () => {
  const { rerender } = render(<InvoiceTagList tags={['urgent', 'capex', 'hardware', 'office']} />)
  expect(chipTexts()).toEqual(['urgent', 'capex'])
  expect(screen.getByRole('button', { name: '+2 more' })).toBeInTheDocument()
  // Three long words would each be cut to a few letters ("market… consult… utilit…").
  rerender(<InvoiceTagList tags={['marketing', 'consulting', 'utilities']} />)
  expect(chipTexts()).toEqual(['marketing'])
  expect(screen.getByRole('button', { name: '+2 more' })).toBeInTheDocument()
  // Japanese characters are about twice as wide as Latin letters.
  rerender(<InvoiceTagList tags={['経費', '会議費用', '出張旅費']} />)
  expect(chipTexts()).toEqual(['経費', '会議費用', '出張旅費'])
  rerender(<InvoiceTagList tags={['経費', '会議費用', '出張旅費精算']} />)
  expect(chipTexts()).toEqual(['経費', '会議費用'])
  // Two chips of 74 px and "+2 more" (71 px with its gap) are more than the cell's 212 px.
  rerender(<InvoiceTagList tags={['経費精算', '会議費用', '出張旅費精算', '交通']} />)
  expect(chipTexts()).toEqual(['経費精算'])
})

test('"+N more" reveals the rest by keyboard and says it is expanded', async () => {
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
