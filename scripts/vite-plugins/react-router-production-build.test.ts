import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { productionBuildOf, reactRouterProductionBuild } from './react-router-production-build'

const developmentEntry = createRequire(import.meta.url).resolve('react-router')

function resolveWith(resolvedId: string | null) {
  const errors: string[] = []
  const context = {
    resolve: () => Promise.resolve(resolvedId === null ? null : { id: resolvedId }),
    error: (message: string) => {
      errors.push(message)
      throw new Error(message)
    },
  }
  const resolve = (source: string) =>
    callPluginHook(reactRouterProductionBuild().resolveId, context, source, '/repo/src/app.tsx', {})
  return { resolve, errors }
}

describe('reactRouterProductionBuild', () => {
  it('finds the installed React Router exporting its development build, and a production twin beside it', () => {
    expect(developmentEntry).toContain('/dist/development/')
    expect(productionBuildOf(developmentEntry)).toBe(
      developmentEntry.replace('/dist/development/', '/dist/production/'),
    )
  })

  it('resolves react-router to its production build and leaves every other import alone', async () => {
    const { resolve } = resolveWith(developmentEntry)
    await expect(resolve('react-router')).resolves.toEqual({
      id: developmentEntry.replace('/dist/development/', '/dist/production/'),
    })
    await expect(resolve('react-router/dom')).resolves.toBeNull()
    await expect(resolve('react')).resolves.toBeNull()
  })

  it('steps aside once React Router exports its production build itself', async () => {
    const production = developmentEntry.replace('/dist/development/', '/dist/production/')
    await expect(resolveWith(production).resolve('react-router')).resolves.toBeNull()
  })

  it('fails the build when the development build has no production twin', async () => {
    const { resolve, errors } = resolveWith('/repo/node_modules/react-router/dist/index.mjs')
    await expect(resolve('react-router')).rejects.toThrow('has no production twin')
    expect(errors).toHaveLength(1)
  })
})
