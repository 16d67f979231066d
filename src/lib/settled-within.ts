/** Resolves when `promise` settles (either way) or after `ms`, whichever is first; never rejects. */
export async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([promise.then(ignore, ignore), deadline])
  clearTimeout(timer)
}

const ignore = () => undefined
