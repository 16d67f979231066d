import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { leanDependencyBuilds, productionBuildOf } from './lean-dependency-builds'

const developmentEntry = createRequire(import.meta.url).resolve('react-router')

function resolveWith(resolvedId: string | null) {
  const errors: string[] = []
  const context = {
    resolve: (source: string) =>
      Promise.resolve(
        resolvedId === null
          ? null
          : { id: source === 'react-router' ? resolvedId : `/nm/${source}.js` },
      ),
    error: (message: string) => {
      errors.push(message)
      throw new Error(message)
    },
  }
  const resolve = (source: string) =>
    callPluginHook(leanDependencyBuilds().resolveId, context, source, '/repo/src/app.tsx', {})
  return { resolve, errors }
}

describe('leanDependencyBuilds', () => {
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

  it("resolves the store selector's shim to the same selector on React's own useSyncExternalStore", async () => {
    const { resolve } = resolveWith(developmentEntry)
    await expect(resolve('use-sync-external-store/shim/with-selector')).resolves.toEqual({
      id: '/nm/use-sync-external-store/with-selector.js',
    })
    await expect(resolve('use-sync-external-store/shim')).resolves.toBeNull()
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
