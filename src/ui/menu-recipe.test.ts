import { menuAnatomy } from '@ark-ui/react/menu'
import { describe, expect, it } from 'vitest'
import { menuRecipe } from './menu-recipe.ts'

describe('menuRecipe', () => {
  it("styles every slot of Ark's menu", () => {
    expect(Object.keys(menuRecipe()).sort()).toEqual([...menuAnatomy.keys()].sort())
  })
})
