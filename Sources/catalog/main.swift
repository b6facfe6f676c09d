import CatalogCommandLine

CatalogCommand.main()
